import type { ChildElementId } from '@xingtu/contracts/baby';
import { ELEMENT_COLORS } from './element-art.ts';

// Our own emblem of an element: the traditional triangles (fire and air point up, water and earth
// down; air and earth crossed) in a soft circle of the element's colour.

const UP = 'M40 18 L60 56 L20 56 Z';
const DOWN = 'M20 24 L60 24 L40 62 Z';

export function ElementEmblem({ element, size = 80 }: { element: ChildElementId; size?: number }) {
  const color = ELEMENT_COLORS[element];
  const up = element === 'fire' || element === 'air';
  const crossed = element === 'air' || element === 'earth';
  const barY = up ? 44 : 36;
  return (
    <svg className="baby-emblem" width={size} height={size} viewBox="0 0 80 80" aria-hidden="true">
      <circle cx={40} cy={40} r={38} fill={color} opacity={0.14} />
      <circle cx={40} cy={40} r={38} fill="none" stroke={color} strokeWidth={2} />
      <path d={up ? UP : DOWN} fill="none" stroke={color} strokeWidth={4} strokeLinejoin="round" />
      {crossed && <line x1={22} y1={barY} x2={58} y2={barY} stroke={color} strokeWidth={4} />}
    </svg>
  );
}
