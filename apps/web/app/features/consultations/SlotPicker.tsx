import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import type { SlotRecord } from '@xingtu/contracts/consultations';
import { slotDayText, zoneDate, zoneTime } from './slot-text.ts';

/** Free slots grouped by local date in the member's zone (Beijing time by default); one may be chosen. */
export function SlotPicker({
  slots,
  chosen,
  onChoose,
  zone = BEIJING_TIME_ZONE,
}: {
  slots: SlotRecord[];
  chosen: string;
  onChoose: (startsAt: string) => void;
  zone?: string;
}) {
  const days = new Map<string, SlotRecord[]>();
  for (const slot of slots) {
    const date = zoneDate(slot.startsAt, zone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return (
    <div className="slot-days">
      {[...days.entries()].map(([date, daySlots]) => (
        <div key={date} className="slot-day">
          <h3>{slotDayText(daySlots[0]!.startsAt, zone)}</h3>
          <div className="slot-grid">
            {daySlots.map((slot) => (
              <button
                key={slot.startsAt}
                type="button"
                className="btn btn-small slot-button"
                data-starts-at={slot.startsAt}
                aria-pressed={slot.startsAt === chosen}
                onClick={() => onChoose(slot.startsAt)}
              >
                {zoneTime(slot.startsAt, zone)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
