import { eq } from 'drizzle-orm';
import type { ThemeSignRecord, ThemeSignTheme } from '@xingtu/contracts/fun';
import { THEME_SIGN_THEMES } from '@xingtu/contracts/fun';
import type { themeSignBodySchema } from '@xingtu/contracts/fun-schemas';
import { SIGNS } from '@xingtu/contracts/astrology';
import { PLANET_IN_SIGN } from '@xingtu/readings/data/planet-in-sign';
import { PLANET_KEYWORDS } from '@xingtu/readings/data/keywords';
import {
  THEME_SIGN_MATCH,
  THEME_SIGN_OPTIONS,
  THEME_SIGN_QUESTIONS,
  THEME_SIGN_SUMMARIES,
} from '@xingtu/readings/data/fun';
import { SIGN_KEYS, type SignKey } from '@xingtu/readings/keys';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { funResults } from '../../db/schema/fun.ts';
import { AppError, validationError } from '../../errors.ts';
import { funChart, insertResult, ownResult, signKeyOf } from './shared.ts';

// The themed sign test (/funny/themeSign): a theme names two chart points (love: Venus, then Mars); each
// round offers three descriptions without sign names — the member's own sign and the signs a square and
// an opposition away (three different elements) — and reveals the chart's answer once the member chose.

type Point = (typeof THEME_SIGN_THEMES)[ThemeSignTheme]['rounds'][number];

interface StoredRound {
  round: number;
  point: Point;
  actual: SignKey;
  choice: SignKey | null;
}
interface Stored {
  theme: ThemeSignTheme;
  name: string;
  rounds: StoredRound[];
}

const signName = (key: SignKey) => SIGNS[SIGN_KEYS.indexOf(key)]!.nameZh;

/** The three options of a round: the actual sign, a square and an opposition away, in zodiac order. */
export function optionsOf(actual: SignKey): SignKey[] {
  const i = SIGN_KEYS.indexOf(actual);
  return [i, (i + 3) % 12, (i + 6) % 12].sort((p, q) => p - q).map((k) => SIGN_KEYS[k]!);
}

function toRecord(row: { publicId: string; result: unknown; createdAt: Date }): ThemeSignRecord {
  const stored = row.result as Stored;
  const rounds = stored.rounds.map((r) => ({
    round: r.round,
    point: r.point,
    pointName: PLANET_KEYWORDS[r.point].name,
    question: THEME_SIGN_QUESTIONS[r.point] ?? '你更像哪一种？',
    options: optionsOf(r.actual).map((key) => ({ key, text: THEME_SIGN_OPTIONS[key] })),
    choice: r.choice,
    actual:
      r.choice === null
        ? null
        : {
            key: r.actual,
            signName: signName(r.actual),
            matched: r.choice === r.actual,
            text: `${r.choice === r.actual ? THEME_SIGN_MATCH.matched : THEME_SIGN_MATCH.missed}${PLANET_IN_SIGN[r.point][r.actual]}`,
          },
  }));
  const done = stored.rounds.every((r) => r.choice !== null);
  const matched = stored.rounds.filter((r) => r.choice === r.actual).length;
  const summary = done
    ? `${THEME_SIGN_SUMMARIES[stored.theme]}你的${rounds.map((r) => `${r.pointName}在${signName(r.actual!.key)}`).join('，')}。两轮里你猜中了${matched}轮${matched === 2 ? '，对自己的这一面相当清楚。' : matched === 1 ? '，有一面是你还没完全认出的自己。' : '，星盘描述的这一面，也许正等着你去认识。'}`
    : null;
  return {
    id: row.publicId,
    theme: stored.theme,
    themeName: THEME_SIGN_THEMES[stored.theme].name,
    name: stored.name,
    rounds,
    summary,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createThemeSign(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof themeSignBodySchema>,
): Promise<ThemeSignRecord> {
  const c = await funChart(deps, userId, '', body, '我');
  const points = THEME_SIGN_THEMES[body.theme].rounds;
  const stored: Stored = {
    theme: body.theme,
    name: c.name,
    rounds: points.map((point, index) => ({
      round: index + 1,
      point,
      actual: signKeyOf(c.computed.chart.bodies[point].longitudeDeg),
      choice: null,
    })),
  };
  return toRecord(await insertResult(deps, userId, 'themeSign', c.birth, { ...stored }));
}

export async function getThemeSign(deps: AppDeps, userId: number, id: string): Promise<ThemeSignRecord> {
  return toRecord(await ownResult(deps, userId, 'themeSign', id));
}

export async function answerThemeSign(
  deps: AppDeps,
  userId: number,
  id: string,
  round: number,
  choice: SignKey,
): Promise<ThemeSignRecord> {
  const row = await ownResult(deps, userId, 'themeSign', id);
  const stored = row.result as Stored;
  const target = stored.rounds[round - 1]!;
  if (target.choice !== null) throw new AppError('FUN_ROUND_ANSWERED');
  if (round === 2 && stored.rounds[0]!.choice === null) throw new AppError('FUN_ROUND_ORDER');
  if (!optionsOf(target.actual).includes(choice))
    throw validationError('choice', '请从本轮的三个描述中选择一个');
  target.choice = choice;
  const [updated] = await deps.database.db
    .update(funResults)
    .set({ result: stored, updatedAt: deps.now() })
    .where(eq(funResults.id, row.id))
    .returning();
  return toRecord(updated!);
}
