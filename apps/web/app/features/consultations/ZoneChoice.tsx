import { TIME_ZONE_CHOICES, zoneLabel } from '@xingtu/contracts/time-zones';

/**
 * "时间显示为": the zone consultation times are shown in, by city and UTC offset (now, so a zone in
 * summer time shows its summer offset). The choice is remembered for a signed-in member.
 */
export function ZoneChoice({
  zone,
  onChange,
  busy = false,
}: {
  zone: string;
  onChange: (zone: string) => void;
  busy?: boolean;
}) {
  const now = Date.now();
  return (
    <label className="field zone-choice">
      <span className="field-label">时间显示为</span>
      <select className="input" value={zone} disabled={busy} onChange={(e) => onChange(e.target.value)}>
        {TIME_ZONE_CHOICES.map((choice) => (
          <option key={choice.zone} value={choice.zone}>
            {zoneLabel(choice.zone, now)}
          </option>
        ))}
      </select>
    </label>
  );
}
