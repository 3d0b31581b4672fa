import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { SlotRecord } from '@xingtu/contracts/consultations';
import { beijingDate, slotText } from './slot-text.ts';

/** Free slots grouped by Beijing date; one may be chosen. */
export function SlotPicker({
  slots,
  chosen,
  onChoose,
}: {
  slots: SlotRecord[];
  chosen: string;
  onChoose: (startsAt: string) => void;
}) {
  const days = new Map<string, SlotRecord[]>();
  for (const slot of slots)
    days.set(beijingDate(slot.startsAt), [...(days.get(beijingDate(slot.startsAt)) ?? []), slot]);
  return (
    <div className="slot-days">
      {[...days.entries()].map(([date, daySlots]) => (
        <div key={date} className="slot-day">
          <h3>{slotText(daySlots[0]!.startsAt, daySlots[0]!.endsAt).split(' ').slice(0, 2).join(' ')}</h3>
          <div className="slot-grid">
            {daySlots.map((slot) => (
              <button
                key={slot.startsAt}
                type="button"
                className="btn btn-small slot-button"
                aria-pressed={slot.startsAt === chosen}
                onClick={() => onChoose(slot.startsAt)}
              >
                {formatBeijing(slot.startsAt, 'time')}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
