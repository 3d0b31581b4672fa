import type { ExamChartSource, ExamChartWheel } from '@xingtu/contracts/exams';
import type { AppDeps } from '../../deps.ts';
import { computeChart } from '../charts/index.ts';

// A chart-reading question carries a birth; the page draws the wheel computed here by the chart
// engine (Placidus, major aspects). A question's chart never changes, so each is computed once per
// process (a few questions: the cache stays tiny).

const cache = new Map<string, ExamChartWheel>();

export async function chartWheelOf(
  deps: AppDeps,
  questionId: number,
  source: ExamChartSource,
): Promise<ExamChartWheel> {
  const key = `${questionId}:${JSON.stringify(source)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { record } = await computeChart(
    deps,
    null,
    '',
    {
      birth: {
        date: source.date,
        time: source.time,
        time_zone: source.timeZone,
        latitude: source.latitude,
        longitude: source.longitude,
        place_name: source.placeName,
      },
    },
    { house_system: 'P', orbs: undefined },
  );
  const [year, month, day] = source.date.split('-').map(Number);
  const wheel: ExamChartWheel = {
    label: source.label,
    birthLine: `${year}年${month}月${day}日 ${source.time}（当地时间） · ${source.placeName}`,
    inner: { points: record.points, houses: record.houses, angles: record.angles },
    aspects: record.aspects,
  };
  cache.set(key, wheel);
  return wheel;
}
