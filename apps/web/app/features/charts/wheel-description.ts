import { SIGNS } from '@xingtu/contracts/astrology';
import type { AspectRecord, ChartRecord, PointRecord } from '@xingtu/contracts/charts';
import { formatDegree } from './wheel-geometry.ts';

// The wheel in words, for screen readers and anyone who cannot see the drawing: every point with
// its sign, degree and house, then every aspect with its orb.

type Inner = Pick<ChartRecord, 'points' | 'houses' | 'angles'>;
type Outer = Pick<ChartRecord, 'points'> | undefined;

/** Display names by wheel key: "in:sun", "out:moon", "in:asc", "in:mc". */
export function pointNames(inner: Inner, outer: Outer): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of inner.points) names.set(`in:${p.id}`, p.nameZh);
  names.set('in:asc', '上升点');
  names.set('in:mc', '天顶');
  for (const p of outer?.points ?? []) names.set(`out:${p.id}`, p.nameZh);
  return names;
}

const orbText = (orb: number): string => formatDegree(Math.floor(orb), Math.floor((orb % 1) * 60));

function angleText(name: string, longitude: number): string {
  const lon = ((longitude % 360) + 360) % 360;
  const sign = SIGNS[Math.floor(lon / 30) % 12]!;
  const inSign = lon - sign.index * 30;
  return `${name} ${sign.nameZh}${formatDegree(Math.floor(inSign), Math.floor((inSign % 1) * 60))}`;
}

const pointText = (p: PointRecord): string =>
  `${p.nameZh} ${p.signZh}${formatDegree(p.degree, p.minute)}${p.house ? ` 第${p.house}宫` : ''}${p.retrograde ? ' 逆行' : ''}`;

export function wheelDescription(
  inner: Inner,
  outer: Outer,
  aspects: readonly AspectRecord[],
  innerLabel?: string,
  outerLabel?: string,
): string {
  const names = pointNames(inner, outer);
  const parts: string[] = [];
  const angles = inner.angles
    ? [angleText('上升点', inner.angles.asc), angleText('天顶', inner.angles.mc)]
    : [];
  parts.push(
    `${outer ? `内圈${innerLabel ? `（${innerLabel}）` : ''}：` : ''}${[...angles, ...inner.points.map(pointText)].join('；')}。`,
  );
  if (outer)
    parts.push(`外圈${outerLabel ? `（${outerLabel}）` : ''}：${outer.points.map(pointText).join('；')}。`);
  if (aspects.length > 0) {
    const side = outer ? 'out' : 'in';
    parts.push(
      `相位：${aspects
        .map(
          (a) =>
            `${names.get(`in:${a.a}`) ?? a.a}${a.nameZh}${names.get(`${side}:${a.b}`) ?? a.b}（容许度${orbText(a.orbDeg)}）`,
        )
        .join('；')}。`,
    );
  }
  return parts.join('');
}
