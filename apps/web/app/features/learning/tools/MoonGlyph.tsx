// The Moon as seen that evening: the lit part drawn from the illuminated share and whether it is waxing (lit on
// the right, as seen from the northern hemisphere) or waning (lit on the left).

export function MoonGlyph({
  percent,
  waxing,
  size = 28,
}: {
  percent: number;
  waxing: boolean;
  size?: number;
}) {
  const r = 10;
  const k = Math.min(Math.max(percent / 100, 0), 1);
  const rx = Math.abs(2 * k - 1) * r;
  const outer = waxing ? 1 : 0;
  const inner = k > 0.5 ? outer : 1 - outer;
  const lit = `M 12 ${12 - r} A ${r} ${r} 0 0 ${outer} 12 ${12 + r} A ${rx} ${r} 0 0 ${inner} 12 ${12 - r} Z`;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="moon-glyph">
      <circle cx="12" cy="12" r={r} fill="#2b2850" />
      {k > 0.01 && <path d={lit} fill="#f3e7b3" />}
      <circle cx="12" cy="12" r={r} fill="none" stroke="#8f8aa8" strokeWidth="0.6" />
    </svg>
  );
}
