import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import { SIGN_SHARE_NICKNAME_MESSAGES } from '@xingtu/contracts/sign-share';
import type {
  SignComparison,
  SignShareRecord,
  SignShareSummary,
  SignSharedView,
} from '@xingtu/contracts/sign-share';
import type { SignShareSaveBody } from '@xingtu/contracts/sign-share-schemas';
import type { SignKey } from '@xingtu/readings/keys';
import { compareSignSets } from '@xingtu/readings/sign-share';
import { signInvitations, signShares } from '../../db/schema/sign-share.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, validationError } from '../../errors.ts';
import { computeChart, type Viewer } from '../charts/index.ts';
import { assertClean } from '../sys/index.ts';
import { newShareCode } from '../tarot/index.ts';
import { bigThreeOf, readingText, signOf } from './big-three.ts';
import { signOfLongitudeDeg } from '@xingtu/readings/keys';

// The member's sign-share card and what a friend with its code sees and compares. The card keeps only the
// signs the member chose to show (never the birth they came from), so a code cannot reveal a birth date,
// time or place, nor a sign the member hid.

type ShareRow = typeof signShares.$inferSelect;

async function invitationCounts(deps: AppDeps, userId: number) {
  const [row] = await deps.database.db
    .select({
      invited: count(),
      rewarded: sql<number>`count(*) filter (where ${signInvitations.rewarded})`.mapWith(Number),
      credits: sum(signInvitations.credits).mapWith(Number),
    })
    .from(signInvitations)
    .where(eq(signInvitations.inviterUserId, userId));
  return { invited: row?.invited ?? 0, rewarded: row?.rewarded ?? 0, credits: row?.credits ?? 0 };
}

function shareRecord(row: ShareRow, counts: { invited: number; rewarded: number }): SignShareRecord {
  return {
    code: row.code,
    nickname: row.nickname,
    sun: row.sunSign as SignKey,
    moon: row.moonSign as SignKey | null,
    ascendant: row.ascendantSign as SignKey | null,
    showMoon: row.showMoon,
    showAscendant: row.showAscendant,
    compareCount: row.compareCount,
    invitedCount: counts.invited,
    rewardedCount: counts.rewarded,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function mySummary(deps: AppDeps, userId: number): Promise<SignShareSummary> {
  const [row] = await deps.database.db.select().from(signShares).where(eq(signShares.userId, userId));
  const counts = await invitationCounts(deps, userId);
  return {
    share: row ? shareRecord(row, counts) : null,
    invitedCount: counts.invited,
    rewardedCount: counts.rewarded,
    creditsEarned: counts.credits,
  };
}

// Bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and the direction marks (U+200E,
// U+200F, U+061C): in a name shown to others they reorder what follows, so one can pass as another text.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
// What shows nothing: spaces, format characters (zero-width spaces and joiners, U+2060, U+FEFF …),
// variation selectors and the Hangul fillers that render as blanks.
const INVISIBLE = /[\s\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u115f\u1160\u3164\uffa0]/gu;

/** The nickname is shown to anyone with the code: it is moderated like every text a member writes. */
async function assertNicknameAllowed(deps: AppDeps, nickname: string): Promise<void> {
  if (BIDI_CONTROLS.test(nickname)) throw validationError('nickname', SIGN_SHARE_NICKNAME_MESSAGES.bidi);
  if (nickname.replace(INVISIBLE, '') === '')
    throw validationError('nickname', SIGN_SHARE_NICKNAME_MESSAGES.invisible);
  await assertClean(deps, [nickname]);
}

/** Makes or updates the member's card from a chart (a saved profile or a birth); the code stays the same. */
export async function saveShare(
  deps: AppDeps,
  userId: number,
  body: SignShareSaveBody,
): Promise<SignShareRecord> {
  await assertNicknameAllowed(deps, body.nickname);
  const { chart } = await computeChart(deps, userId, 'source.', body.source, {
    house_system: 'P',
    orbs: undefined,
  });
  const signs = {
    nickname: body.nickname,
    sunSign: signOf(chart, 'sun'),
    // Without a birth time the chart has no Ascendant and a noon Moon: neither is shown then.
    moonSign: body.show_moon && !chart.timeUnknown ? signOf(chart, 'moon') : null,
    ascendantSign: body.show_ascendant && chart.angles ? signOfLongitudeDeg(chart.angles.asc) : null,
    showMoon: body.show_moon,
    showAscendant: body.show_ascendant,
    updatedAt: deps.now(),
  };
  const [row] = await deps.database.db
    .insert(signShares)
    .values({ code: newShareCode(), userId, ...signs, createdAt: deps.now() })
    .onConflictDoUpdate({ target: signShares.userId, set: signs })
    .returning();
  return shareRecord(row!, await invitationCounts(deps, userId));
}

export async function shareByCode(deps: AppDeps, code: string): Promise<ShareRow> {
  const [row] = await deps.database.db.select().from(signShares).where(eq(signShares.code, code));
  if (!row) throw notFound('这张星座卡不存在或已失效');
  return row;
}

export async function sharedView(deps: AppDeps, code: string, viewer: Viewer): Promise<SignSharedView> {
  const row = await shareByCode(deps, code);
  return {
    code: row.code,
    nickname: row.nickname,
    sun: readingText('sun', row.sunSign as SignKey),
    moon: row.moonSign ? readingText('moon', row.moonSign as SignKey) : null,
    ascendant: row.ascendantSign ? readingText('ascendant', row.ascendantSign as SignKey) : null,
    viewer: viewer === null ? 'guest' : viewer === row.userId ? 'owner' : 'member',
  };
}

/** A friend's signs against the card's, pair by pair (counted on the card, for its owner to see). */
export async function compareWithShare(
  deps: AppDeps,
  code: string,
  viewer: Viewer,
  birth: BirthBody,
): Promise<SignComparison> {
  const row = await shareByCode(deps, code);
  const yours = await bigThreeOf(deps, viewer, birth);
  const theirs = {
    sun: row.sunSign as SignKey,
    moon: row.moonSign as SignKey | null,
    ascendant: row.ascendantSign as SignKey | null,
  };
  const compared = compareSignSets(
    theirs,
    { sun: yours.sun.sign, moon: yours.moon?.sign ?? null, ascendant: yours.ascendant?.sign ?? null },
    row.nickname,
  );
  if (viewer !== row.userId)
    await deps.database.db
      .update(signShares)
      .set({ compareCount: sql`${signShares.compareCount} + 1` })
      .where(and(eq(signShares.id, row.id)));
  return { nickname: row.nickname, theirs, yours, ...compared };
}
