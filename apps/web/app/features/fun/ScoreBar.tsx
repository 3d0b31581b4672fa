/** A labelled 0–100 bar (love dimensions, element shares). */
export function ScoreBar({ label, value, suffix = '分' }: { label: string; value: number; suffix?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="fun-bar">
      <span className="fun-bar-label">{label}</span>
      <span
        className="fun-bar-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <span className="fun-bar-fill" style={{ width: `${clamped}%` }} />
      </span>
      <span className="fun-bar-value">
        {value}
        {suffix}
      </span>
    </div>
  );
}
