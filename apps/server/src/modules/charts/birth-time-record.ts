import { summerTimeAt, trueSolarTime, type NatalChart } from '@xingtu/astro';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { shichenLabelZh, shichenOf } from '@xingtu/contracts/shichen';
import type { ResolvedBirth } from './birth-input.ts';
import { utcOffsetOf } from './utc-offset.ts';

// What a chart says about its birth time: how well it is known (to the minute, a 时辰, not at all), the
// 真太阳时 beside the clock time, and whether the clock time was read as summer time. The notes are the
// sentences the page shows under the birth line.

export const SUMMER_TIME_NOTICE = '此时间已按当时的夏令时换算';

type TimeFields = Pick<
  ChartRecord['birth'],
  | 'timeReliability'
  | 'shichen'
  | 'timeBasis'
  | 'solarTimeGiven'
  | 'trueSolarTime'
  | 'summerTime'
  | 'standardTime'
>;

export function birthTimeOf(
  chart: NatalChart,
  birth: ResolvedBirth,
): { fields: TimeFields; notes: string[] } {
  const facts = birth.label.timeFacts;
  const unixMs = Date.parse(chart.utc);
  const notes: string[] = [];
  const solar = chart.timeUnknown
    ? null
    : new Date(Math.round(trueSolarTime(unixMs, birth.label.longitude).trueSolarTimeMs / 60_000) * 60_000)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
  const shichen = facts?.shichen ? shichenOf(facts.shichen) : null;
  const basisWord = facts?.basis === 'solar' ? '真太阳时' : '钟表时间';
  if (shichen)
    notes.push(
      `只知道出生时辰：按${shichenLabelZh(shichen)}的中点、${basisWord} ${shichen.middle} 起盘。上升点每两小时约走过一个星座，宫位与上升点仅供参考。`,
    );
  if (facts?.basis === 'solar' && birth.label.time)
    notes.push(
      `你填写的是真太阳时 ${facts.solarTimeGiven}，已按出生地经度与当天的时差换算为当地钟表时间 ${birth.label.date} ${birth.label.time} 起盘。`,
    );
  // Summer time matters only for a clock reading: a solar time or a chart of a computed moment has none.
  const clockReading = facts !== undefined && facts.basis === 'clock' && facts.reliability !== 'unknown';
  const state = clockReading ? summerTimeAt(birth.label.timeZone, unixMs) : null;
  const summerTime = Boolean(state?.inForce) && !facts?.standardTime;
  if (summerTime && state)
    notes.push(
      `${SUMMER_TIME_NOTICE}：出生时当地实行夏令时，钟表比标准时间（UTC${utcOffsetOf(state.standardOffsetSeconds)}）快一小时。如果记录的出生时间已是标准时间，请选择“出生时间已是标准时间”重新起盘。`,
    );
  if (facts?.standardTime)
    notes.push('按你的说明，出生时间已是标准时间（未按夏令时拨快），起盘时没有再减去夏令时的一小时。');
  return {
    fields: {
      timeReliability: facts?.reliability ?? (chart.timeUnknown ? 'unknown' : 'exact'),
      shichen: facts?.shichen ?? null,
      timeBasis: facts?.basis ?? 'clock',
      solarTimeGiven: facts?.solarTimeGiven ?? null,
      trueSolarTime: solar,
      summerTime,
      standardTime: facts?.standardTime ?? false,
    },
    notes,
  };
}
