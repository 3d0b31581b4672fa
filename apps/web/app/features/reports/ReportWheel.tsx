import type { ReportWheel as Wheel } from '@xingtu/contracts/report-document';

// The report's chart wheel as SVG (renders on the server, scales to any width): the sign ring with
// the Ascendant on the left, house cusps, planets by glyph and the aspect lines between them.

const C = 160;
const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];
const TENSE = new Set(['square', 'opposition']);
const TEXT = '\uFE0E';

function at(longitude: number, start: number, radius: number): [number, number] {
  const angle = ((longitude - start) * Math.PI) / 180;
  return [C - radius * Math.cos(angle), C + radius * Math.sin(angle)];
}

export function ReportWheel({ wheel, title }: { wheel: Wheel; title: string }) {
  const start = wheel.ascendant ?? 0;
  const byKey = new Map(wheel.points.map((p) => [p.key, p]));
  return (
    <svg className="report-wheel" viewBox="0 0 320 320" role="img" aria-label={title}>
      <circle cx={C} cy={C} r={150} fill="#fbf8ff" stroke="#5b4b8a" />
      <circle cx={C} cy={C} r={122} fill="#fff" stroke="#5b4b8a" />
      <circle cx={C} cy={C} r={70} fill="none" stroke="#c9c0e0" />
      {SIGN_GLYPHS.map((glyph, i) => {
        const [x1, y1] = at(i * 30, start, 122);
        const [x2, y2] = at(i * 30, start, 150);
        const [tx, ty] = at(i * 30 + 15, start, 136);
        return (
          <g key={glyph}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#5b4b8a" />
            <text x={tx} y={ty} textAnchor="middle" dominantBaseline="central" fontSize="14" fill="#5b4b8a">
              {glyph + TEXT}
            </text>
          </g>
        );
      })}
      {wheel.cusps.map((cusp, i) => {
        const [x1, y1] = at(cusp, start, 70);
        const [x2, y2] = at(cusp, start, 122);
        const [tx, ty] = at(cusp + 5, start, 78);
        return (
          <g key={`cusp-${i + 1}`}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={i % 3 === 0 ? '#5b4b8a' : '#c9c0e0'} />
            <text x={tx} y={ty} fontSize="9" textAnchor="middle" dominantBaseline="central" fill="#8a80a8">
              {i + 1}
            </text>
          </g>
        );
      })}
      {wheel.aspects.map((aspect) => {
        const a = byKey.get(aspect.a);
        const b = byKey.get(aspect.b);
        if (!a || !b) return null;
        const [x1, y1] = at(a.longitude, start, 68);
        const [x2, y2] = at(b.longitude, start, 68);
        return (
          <line
            key={`${aspect.a}-${aspect.b}-${aspect.aspect}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={
              TENSE.has(aspect.aspect) ? '#d03a3a' : aspect.aspect === 'conjunction' ? '#b8860b' : '#2f6fde'
            }
            strokeWidth="0.8"
            opacity="0.7"
          />
        );
      })}
      {wheel.points.map((point, i) => {
        // Close planets step inwards so their glyphs do not sit on each other.
        const radius = 108 - (i % 3) * 12;
        const [x, y] = at(point.longitude, start, radius);
        return (
          <text
            key={point.key}
            x={x}
            y={y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="14"
            fill="#2a2140"
          >
            <title>{`${point.name}${point.retrograde ? '（逆行）' : ''}`}</title>
            {point.glyph + TEXT}
          </text>
        );
      })}
    </svg>
  );
}
