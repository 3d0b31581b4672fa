import type { ElementCheckRecord } from '@xingtu/contracts/baby';
import { ELEMENT_COLORS } from './element-art.ts';

// The child's element balance as an SVG bar chart: one bar per element, as long as the number of the
// ten planets standing in it, with the count and the planets written beside it.

const ROW = 46;
const LABEL = 44;
const WIDTH = 320;
const MAX_BAR = WIDTH - LABEL - 40;

export function ElementBars({ check }: { check: ElementCheckRecord }) {
  const most = Math.max(1, ...check.elements.map((g) => g.count));
  return (
    <svg
      className="baby-element-bars"
      viewBox={`0 0 ${WIDTH} ${check.elements.length * ROW}`}
      role="img"
      aria-label={`${check.name}的元素分布：${check.elements.map((g) => `${g.name}${g.count}颗`).join('，')}`}
    >
      {check.elements.map((g, i) => {
        const y = i * ROW;
        const bar = Math.max(4, (g.count / most) * MAX_BAR);
        return (
          <g key={g.key}>
            <circle cx={16} cy={y + 17} r={14} fill={ELEMENT_COLORS[g.key]} />
            <text x={16} y={y + 22} textAnchor="middle" fontSize={14} fill="#fff">
              {g.name}
            </text>
            <rect
              x={LABEL}
              y={y + 8}
              width={bar}
              height={18}
              rx={9}
              fill={ELEMENT_COLORS[g.key]}
              opacity={0.85}
            />
            <text x={LABEL + bar + 8} y={y + 22} fontSize={14} fill="#333">
              {g.count}
            </text>
            <text x={LABEL} y={y + 41} fontSize={11} fill="#666">
              {g.planets.length > 0 ? g.planets.join(' ') : '没有行星'}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
