import type { CalendarDayRecord } from '@xingtu/contracts/calendar';
import type { CalendarFocusArea } from '@xingtu/contracts/calendar-report';

// Which of the member's focus areas a day touches: a transit to a natal point that rules the area, or the Moon
// passing through its house (only with a known birth time). Pure.

const FOCUS_FACTORS: Record<CalendarFocusArea, { points: readonly string[]; houses: readonly number[] }> = {
  career: { points: ['sun', 'saturn', 'mc'], houses: [10] },
  love: { points: ['venus', 'moon', 'mars'], houses: [5, 7] },
  money: { points: ['venus', 'jupiter'], houses: [2, 8] },
  health: { points: ['sun', 'mars', 'asc'], houses: [1, 6] },
  study: { points: ['mercury', 'jupiter'], houses: [3, 9] },
  family: { points: ['moon', 'saturn'], houses: [4] },
};

export function focusOfDay(
  day: Pick<CalendarDayRecord, 'transits' | 'moonHouses'>,
  focus: readonly CalendarFocusArea[],
): CalendarFocusArea[] {
  return focus.filter((area) => {
    const { points, houses } = FOCUS_FACTORS[area];
    return (
      day.transits.some((t) => points.includes(t.natalPoint)) ||
      day.moonHouses.some((h) => houses.includes(h.house))
    );
  });
}
