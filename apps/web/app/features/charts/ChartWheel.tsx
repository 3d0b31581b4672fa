import { forwardRef, useId } from 'react';
import { SIGNS } from '@xingtu/contracts/astrology';
import type { AspectRecord, ChartRecord, PointRecord } from '@xingtu/contracts/charts';
import { ASPECT_COLOURS, aspectLineStyle } from './aspect-style.ts';
import { pointNames, wheelDescription } from './wheel-description.ts';
import { polar } from './wheel-geometry.ts';
import './wheel.css';
import { layoutBand, type BandLayout, type RingSpec, type WheelBody } from '@xingtu/documents/wheel-layout';

// The chart wheel, drawn as SVG so it renders on the server, scales to any screen and exports to PNG.
// One chart: sign ring, house cusps and numbers, each planet as a column (glyph, degree, sign, minute)
// spread so no label overlaps, with a pointer to its true degree, and aspect lines by type. Two
// charts (synastry, transits, progressions): the second chart's planets on an outer band, glyph and
// degree on each band.

export { ASPECT_COLOURS };

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

const ELEMENT_FILL = ['#fde8e4', '#edf4e1', '#fdf7df', '#e3eefb'];
const TEXT_GLYPH = '\uFE0E'; // text presentation, never emoji
const C = 300;
const SIGN_OUTER = 292;
const SIGN_INNER = 254;
const TICK = 8;
const HOUSE_RING = 22;

const SINGLE_RINGS: RingSpec[] = [
  { kind: 'glyph', fontSize: 23 },
  { kind: 'degree', fontSize: 14 },
  { kind: 'sign', fontSize: 13 },
  { kind: 'minute', fontSize: 12 },
];
// A bi-wheel has two bands in the same circle: glyph and degree on each (the minute is in the
// planet's title, the description and the tables).
const OUTER_RINGS: RingSpec[] = [
  { kind: 'glyph', fontSize: 20 },
  { kind: 'degree', fontSize: 12 },
];
const INNER_RINGS: RingSpec[] = OUTER_RINGS;

const toBody = (p: PointRecord): WheelBody => ({
  id: p.id,
  longitude: p.longitudeDeg,
  glyph: p.glyph,
  signGlyph:
    SIGNS.find((s) => s.id === p.signId)?.glyph ?? SIGNS[Math.floor(p.longitudeDeg / 30) % 12]!.glyph,
  degree: p.degree,
  minute: p.minute,
  retrograde: p.retrograde,
});

const pointTitle = (p: PointRecord): string =>
  `${p.nameZh} ${p.signZh} ${p.degree}°${String(p.minute).padStart(2, '0')}′${p.retrograde ? ' 逆行' : ''}${p.house ? ` 第${p.house}宫` : ''}`;

function Band({
  points,
  layout,
  asc,
  tickAt,
  prefix,
}: {
  points: readonly PointRecord[];
  layout: BandLayout;
  asc: number;
  tickAt: number;
  prefix: string;
}) {
  const glyphR = layout.radii[0]!;
  return (
    <g className={`wheel-planets ${prefix}`}>
      {layout.bodies.map((placed, i) => {
        const point = points[i]!;
        const glyph = placed.labels[0]!;
        const tickA = polar(C, C, tickAt, placed.longitude, asc);
        const tickB = polar(C, C, tickAt - TICK, placed.longitude, asc);
        const joint = polar(C, C, glyphR + glyph.box.height / 2, placed.shownDeg, asc);
        const colour = point.retrograde ? '#b3261e' : '#1d1b4b';
        return (
          <g key={point.id} data-point={point.id}>
            <title>{pointTitle(point)}</title>
            <line x1={tickA.x} y1={tickA.y} x2={tickB.x} y2={tickB.y} stroke="#1d1b4b" strokeWidth={1.6} />
            <line x1={tickB.x} y1={tickB.y} x2={joint.x} y2={joint.y} stroke="#9a97b0" strokeWidth={0.7} />
            {placed.labels.map((label) => (
              <text
                key={label.kind}
                x={label.x}
                y={label.y}
                className={`wheel-label wheel-${label.kind}`}
                data-kind={label.kind}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={label.fontSize}
                fill={label.kind === 'glyph' ? colour : label.kind === 'sign' ? '#3a2d8c' : '#3d3a55'}
                stroke="#ffffff"
                strokeWidth={3}
                strokeLinejoin="round"
                paintOrder="stroke"
              >
                {label.text}
              </text>
            ))}
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
  const id = useId();
  const asc = inner.angles?.asc ?? 0;
  const bandTop = SIGN_INNER - TICK - 2;
  const outerLayout = outer
    ? layoutBand(outer.points.map(toBody), {
        cx: C,
        cy: C,
        leftDeg: asc,
        outerEdge: bandTop,
        rings: OUTER_RINGS,
      })
    : null;
  const divider = outerLayout ? outerLayout.innerEdge - 2 : null;
  const innerTop = divider !== null ? divider - TICK - 2 : bandTop;
  const innerLayout = layoutBand(inner.points.map(toBody), {
    cx: C,
    cy: C,
    leftDeg: asc,
    outerEdge: innerTop,
    rings: outer ? INNER_RINGS : SINGLE_RINGS,
  });
  const houseOuter = innerLayout.innerEdge - 3;
  const houseInner = houseOuter - HOUSE_RING;
  const aspectR = houseInner;
  const positions = new Map<string, number>();
  for (const p of inner.points) positions.set(`in:${p.id}`, p.longitudeDeg);
  if (inner.angles) {
    positions.set('in:asc', inner.angles.asc);
    positions.set('in:mc', inner.angles.mc);
  }
  for (const p of outer?.points ?? []) positions.set(`out:${p.id}`, p.longitudeDeg);
  const names = pointNames(inner, outer);
  const cusps = inner.houses?.map((h) => h.cuspDeg) ?? null;
  const description = wheelDescription(inner, outer, aspects, innerLabel, outerLabel);
  return (
    <svg
      ref={ref}
      className="chart-wheel"
      viewBox="-20 -20 640 640"
      role="img"
      aria-label={title}
      aria-describedby={`${id}-desc`}
      xmlns="http://www.w3.org/2000/svg"
      fontFamily="'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols', 'Noto Sans Symbols 2', 'Noto Sans CJK SC', sans-serif"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect x={-20} y={-20} width={640} height={640} fill="#ffffff" />
      {/* Sign ring */}
      {SIGNS.map((sign) => {
        const a0 = sign.index * 30;
        const p1 = polar(C, C, SIGN_OUTER, a0, asc);
        const p2 = polar(C, C, SIGN_OUTER, a0 + 30, asc);
        const p3 = polar(C, C, SIGN_INNER, a0 + 30, asc);
        const p4 = polar(C, C, SIGN_INNER, a0, asc);
        // Longitude grows counter-clockwise on screen: sweep-flag 0 on the outer arc.
        const d = `M${p1.x},${p1.y} A${SIGN_OUTER},${SIGN_OUTER} 0 0 0 ${p2.x},${p2.y} L${p3.x},${p3.y} A${SIGN_INNER},${SIGN_INNER} 0 0 1 ${p4.x},${p4.y} Z`;
        const g = polar(C, C, (SIGN_OUTER + SIGN_INNER) / 2, a0 + 15, asc);
        return (
          <g key={sign.id} data-sign={sign.id}>
            <title>{sign.nameZh}</title>
            <path d={d} fill={ELEMENT_FILL[sign.index % 4]} stroke="#8d89a8" strokeWidth={0.8} />
            <text x={g.x} y={g.y} textAnchor="middle" dominantBaseline="central" fontSize={22} fill="#3a2d8c">
              {sign.glyph + TEXT_GLYPH}
            </text>
          </g>
        );
      })}
      {Array.from({ length: 72 }, (_, i) => {
        const a = polar(C, C, SIGN_INNER, i * 5, asc);
        const b = polar(C, C, SIGN_INNER - (i % 2 === 0 ? 6 : 3), i * 5, asc);
        return <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#8d89a8" strokeWidth={0.6} />;
      })}
      {divider !== null && (
        <circle cx={C} cy={C} r={divider} fill="none" stroke="#8d89a8" strokeWidth={0.8} />
      )}
      <circle cx={C} cy={C} r={houseOuter} fill="#fbfaff" stroke="#8d89a8" strokeWidth={0.8} />
      <circle cx={C} cy={C} r={houseInner} fill="#ffffff" stroke="#8d89a8" strokeWidth={0.8} />
      {/* House cusps (faint across the planets, bold for the angles) and house numbers */}
      {cusps?.map((cusp, i) => {
        const angular = i % 3 === 0;
        const a = polar(C, C, houseInner, cusp, asc);
        const b = polar(C, C, angular ? SIGN_OUTER : SIGN_INNER, cusp, asc);
        const next = cusps[(i + 1) % 12]!;
        const mid = cusp + ((((next - cusp) % 360) + 360) % 360) / 2;
        const n = polar(C, C, (houseOuter + houseInner) / 2, mid, asc);
        return (
          <g key={i} data-house={i + 1}>
            <line
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={angular ? '#1d1b4b' : '#c9c5dc'}
              strokeWidth={angular ? 1.4 : 0.8}
            />
            <text
              x={n.x}
              y={n.y}
              className="wheel-house-number"
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={12}
              fill="#5b5870"
            >
              {i + 1}
            </text>
          </g>
        );
      })}
      {inner.angles &&
        (['asc', 'mc'] as const).map((key) => {
          const p = polar(C, C, SIGN_OUTER + 13, inner.angles![key], asc);
          return (
            <text
              key={key}
              x={p.x}
              y={p.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={13}
              fontWeight={700}
              fill="#1d1b4b"
            >
              {key === 'asc' ? 'AC' : 'MC'}
            </text>
          );
        })}
      {/* Aspect lines: colour by family, dash by type, bolder when tight */}
      <g className="wheel-aspects">
        {aspects.map((aspect, i) => {
          const from = positions.get(`in:${aspect.a}`);
          const to = positions.get(`${outer ? 'out' : 'in'}:${aspect.b}`);
          if (from === undefined || to === undefined || aspect.family === 'conjunction') return null;
          const a = polar(C, C, aspectR, from, asc);
          const b = polar(C, C, aspectR, to, asc);
          const style = aspectLineStyle(aspect.type, aspect.family);
          return (
            <line
              key={i}
              data-aspect={aspect.type}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={style.colour}
              strokeWidth={aspect.orbDeg < 2 ? 1.8 : 1.1}
              strokeDasharray={style.dash}
              opacity={0.9}
            >
              <title>{`${names.get(`in:${aspect.a}`) ?? aspect.a} ${aspect.nameZh} ${names.get(`${outer ? 'out' : 'in'}:${aspect.b}`) ?? aspect.b}`}</title>
            </line>
          );
        })}
      </g>
      <Band
        points={inner.points}
        layout={innerLayout}
        asc={asc}
        tickAt={innerTop + TICK + 2}
        prefix="inner"
      />
      {outer && outerLayout && (
        <Band points={outer.points} layout={outerLayout} asc={asc} tickAt={SIGN_INNER} prefix="outer" />
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
