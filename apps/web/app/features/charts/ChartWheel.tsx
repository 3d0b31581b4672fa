import { forwardRef } from 'react';
import { SIGNS } from '@xingtu/contracts/astrology';
import type { AspectFamily, AspectRecord, ChartRecord, PointRecord } from '@xingtu/contracts/charts';
import { formatDegree, polar, spreadLongitudes } from './wheel-geometry.ts';

// The chart wheel, drawn as SVG so it renders on the server, scales to any screen and exports to PNG.
// One chart: sign ring, house cusps and numbers, planets, aspect lines. Two charts (synastry,
// transits): the second chart's planets on an outer ring, aspects between the two.

export type WheelChart = Pick<ChartRecord, 'points' | 'houses' | 'angles'>;

export interface ChartWheelProps {
  inner: WheelChart;
  /** The second chart of a bi-wheel, drawn outside the first. */
  outer?: Pick<ChartRecord, 'points'> | undefined;
  /** Aspects to draw: within the inner chart, or (bi-wheel) field a inner, field b outer. */
  aspects: readonly AspectRecord[];
  title: string;
  innerLabel?: string;
  outerLabel?: string;
}

export const ASPECT_COLOURS: Record<AspectFamily, string> = {
  conjunction: '#b8860b',
  harmonious: '#2f6fde',
  tense: '#d03a3a',
  minor: '#3a9a5b',
};
const ELEMENT_FILL = ['#fde8e4', '#edf4e1', '#fdf7df', '#e3eefb'];
const TEXT_GLYPH = '\uFE0E'; // text presentation, never emoji
const C = 300;

interface Layout {
  signOuter: number;
  signInner: number;
  outerGlyph: number;
  outerLabel: number;
  innerRing: number;
  glyph: number;
  label: number;
  houseOuter: number;
  houseInner: number;
}

const SINGLE: Layout = {
  signOuter: 290,
  signInner: 250,
  outerGlyph: 0,
  outerLabel: 0,
  innerRing: 250,
  glyph: 222,
  label: 192,
  houseOuter: 160,
  houseInner: 132,
};
const DOUBLE: Layout = {
  signOuter: 290,
  signInner: 252,
  outerGlyph: 234,
  outerLabel: 213,
  innerRing: 200,
  glyph: 180,
  label: 156,
  houseOuter: 136,
  houseInner: 114,
};

function Planets({
  points,
  asc,
  glyphR,
  labelR,
  tickFrom,
  prefix,
  minSep,
}: {
  points: readonly PointRecord[];
  asc: number;
  glyphR: number;
  labelR: number;
  tickFrom: number;
  prefix: string;
  minSep: number;
}) {
  const shown = spreadLongitudes(
    points.map((p) => p.longitudeDeg),
    minSep,
  );
  return (
    <g className={`wheel-planets ${prefix}`}>
      {points.map((point, i) => {
        const at = shown[i]!;
        const tickA = polar(C, C, tickFrom, point.longitudeDeg, asc);
        const tickB = polar(C, C, tickFrom - 7, point.longitudeDeg, asc);
        const joint = polar(C, C, glyphR + 11, at, asc);
        const g = polar(C, C, glyphR, at, asc);
        const l = polar(C, C, labelR, at, asc);
        return (
          <g key={point.id} data-point={point.id}>
            <title>{`${point.nameZh} ${point.signZh} ${formatDegree(point.degree, point.minute)}${point.retrograde ? ' 逆行' : ''}${point.house ? ` 第${point.house}宫` : ''}`}</title>
            <line x1={tickA.x} y1={tickA.y} x2={tickB.x} y2={tickB.y} stroke="#1d1b4b" strokeWidth={1.5} />
            <line x1={tickB.x} y1={tickB.y} x2={joint.x} y2={joint.y} stroke="#9a97b0" strokeWidth={0.6} />
            <text
              x={g.x}
              y={g.y}
              className="wheel-glyph"
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={17}
              fill={point.retrograde ? '#b3261e' : '#1d1b4b'}
            >
              {point.glyph.length === 1 ? point.glyph + TEXT_GLYPH : point.glyph}
            </text>
            <text
              x={l.x}
              y={l.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={8.5}
              fill="#4a4760"
            >
              {`${point.degree}°${String(point.minute).padStart(2, '0')}′${point.retrograde ? '℞' : ''}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export const ChartWheel = forwardRef<SVGSVGElement, ChartWheelProps>(function ChartWheel(
  { inner, outer, aspects, title, innerLabel, outerLabel },
  ref,
) {
  const L = outer ? DOUBLE : SINGLE;
  const asc = inner.angles?.asc ?? 0;
  const positions = new Map<string, number>();
  for (const p of inner.points) positions.set(`in:${p.id}`, p.longitudeDeg);
  if (inner.angles) {
    positions.set('in:asc', inner.angles.asc);
    positions.set('in:mc', inner.angles.mc);
  }
  for (const p of outer?.points ?? []) positions.set(`out:${p.id}`, p.longitudeDeg);
  const cusps = inner.houses?.map((h) => h.cuspDeg) ?? null;
  return (
    <svg
      ref={ref}
      className="chart-wheel"
      viewBox="-20 -20 640 640"
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
      fontFamily="'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols', 'Noto Sans CJK SC', sans-serif"
    >
      <title>{title}</title>
      <rect x={-20} y={-20} width={640} height={640} fill="#ffffff" />
      {/* Sign ring */}
      {SIGNS.map((sign) => {
        const a0 = sign.index * 30;
        const p1 = polar(C, C, L.signOuter, a0, asc);
        const p2 = polar(C, C, L.signOuter, a0 + 30, asc);
        const p3 = polar(C, C, L.signInner, a0 + 30, asc);
        const p4 = polar(C, C, L.signInner, a0, asc);
        // Longitude grows counter-clockwise on screen: sweep-flag 0 on the outer arc.
        const d = `M${p1.x},${p1.y} A${L.signOuter},${L.signOuter} 0 0 0 ${p2.x},${p2.y} L${p3.x},${p3.y} A${L.signInner},${L.signInner} 0 0 1 ${p4.x},${p4.y} Z`;
        const g = polar(C, C, (L.signOuter + L.signInner) / 2, a0 + 15, asc);
        return (
          <g key={sign.id} data-sign={sign.id}>
            <path d={d} fill={ELEMENT_FILL[sign.index % 4]} stroke="#8d89a8" strokeWidth={0.8} />
            <text x={g.x} y={g.y} textAnchor="middle" dominantBaseline="central" fontSize={20} fill="#3a2d8c">
              {sign.glyph + TEXT_GLYPH}
            </text>
          </g>
        );
      })}
      {Array.from({ length: 72 }, (_, i) => {
        const a = polar(C, C, L.signInner, i * 5, asc);
        const b = polar(C, C, L.signInner - (i % 2 === 0 ? 6 : 3), i * 5, asc);
        return <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#8d89a8" strokeWidth={0.6} />;
      })}
      {outer && <circle cx={C} cy={C} r={L.innerRing} fill="none" stroke="#8d89a8" strokeWidth={0.8} />}
      <circle cx={C} cy={C} r={L.houseOuter} fill="#fbfaff" stroke="#8d89a8" strokeWidth={0.8} />
      <circle cx={C} cy={C} r={L.houseInner} fill="#ffffff" stroke="#8d89a8" strokeWidth={0.8} />
      {/* House cusps and numbers */}
      {cusps?.map((cusp, i) => {
        const a = polar(C, C, L.houseInner, cusp, asc);
        const b = polar(C, C, L.innerRing, cusp, asc);
        const next = cusps[(i + 1) % 12]!;
        const mid = cusp + ((((next - cusp) % 360) + 360) % 360) / 2;
        const n = polar(C, C, (L.houseOuter + L.houseInner) / 2, mid, asc);
        const angular = i % 3 === 0;
        return (
          <g key={i} data-house={i + 1}>
            <line
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={angular ? '#1d1b4b' : '#aaa6c4'}
              strokeWidth={angular ? 1.6 : 0.8}
            />
            <text x={n.x} y={n.y} textAnchor="middle" dominantBaseline="central" fontSize={11} fill="#5b5870">
              {i + 1}
            </text>
          </g>
        );
      })}
      {inner.angles &&
        (['asc', 'mc'] as const).map((id) => {
          const lon = inner.angles![id];
          const p = polar(C, C, L.signOuter + 12, lon, asc);
          return (
            <text
              key={id}
              x={p.x}
              y={p.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={12}
              fontWeight={700}
              fill="#1d1b4b"
            >
              {id === 'asc' ? 'AC' : 'MC'}
            </text>
          );
        })}
      {/* Aspect lines */}
      <g className="wheel-aspects">
        {aspects.map((aspect, i) => {
          const from = positions.get(`in:${aspect.a}`);
          const to = positions.get(`${outer ? 'out' : 'in'}:${aspect.b}`);
          if (from === undefined || to === undefined || aspect.family === 'conjunction') return null;
          const a = polar(C, C, L.houseInner, from, asc);
          const b = polar(C, C, L.houseInner, to, asc);
          return (
            <line
              key={i}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={ASPECT_COLOURS[aspect.family]}
              strokeWidth={aspect.orbDeg < 2 ? 1.6 : 1}
              strokeDasharray={aspect.family === 'minor' ? '4 3' : undefined}
              opacity={0.85}
            />
          );
        })}
      </g>
      <Planets
        points={inner.points}
        asc={asc}
        glyphR={L.glyph}
        labelR={L.label}
        tickFrom={L.innerRing}
        prefix="inner"
        minSep={outer ? 8 : 7}
      />
      {outer && (
        <Planets
          points={outer.points}
          asc={asc}
          glyphR={L.outerGlyph}
          labelR={L.outerLabel}
          tickFrom={L.signInner}
          prefix="outer"
          minSep={7}
        />
      )}
      {(innerLabel || outerLabel) && (
        <text x={300} y={612} textAnchor="middle" fontSize={12} fill="#5b5870">
          {[innerLabel && `内圈：${innerLabel}`, outerLabel && `外圈：${outerLabel}`]
            .filter(Boolean)
            .join('　')}
        </text>
      )}
    </svg>
  );
});
