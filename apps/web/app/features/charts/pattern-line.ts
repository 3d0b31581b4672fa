import type { ChartRecord } from '@xingtu/contracts/charts';

// The 格局 line under the element balance: each pattern once, named with the planets that make it
// (T三角（太阳、月亮、火星）), never the same pattern twice and never a bare name.

export function patternLine(chart: Pick<ChartRecord, 'patterns' | 'points'>): string | null {
  const nameOf = (id: string) => chart.points.find((p) => p.id === id)?.nameZh ?? id;
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const pattern of chart.patterns) {
    const members = [...new Set(pattern.points)];
    const key = `${pattern.type}:${[...members].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push(members.length ? `${pattern.nameZh}（${members.map(nameOf).join('、')}）` : pattern.nameZh);
  }
  return parts.length ? `格局：${parts.join('；')}` : null;
}
