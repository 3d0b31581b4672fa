import type { AspectRecord, PointRecord } from '@xingtu/contracts/charts';
import { AspectGlyph } from './AspectGlyph.tsx';
import { aspectLineStyle } from './aspect-style.ts';
import { formatDegree } from './wheel-geometry.ts';

// The aspect grid beside the wheel: for one chart a triangle (each pair once), for two charts a full
// table (rows the inner chart, columns the outer). Each cell shows the aspect's glyph in its colour and
// the orb; a screen reader hears the whole sentence.

interface Axis {
  id: string;
  nameZh: string;
  glyph: string;
}

const ANGLES: Record<string, Axis> = {
  asc: { id: 'asc', nameZh: '上升点', glyph: 'AC' },
  mc: { id: 'mc', nameZh: '天顶', glyph: 'MC' },
};

function axis(points: readonly PointRecord[], aspects: readonly AspectRecord[], side: 'a' | 'b'): Axis[] {
  const list: Axis[] = points.map((p) => ({ id: p.id, nameZh: p.nameZh, glyph: p.glyph }));
  for (const key of ['asc', 'mc'])
    if (
      !list.some((p) => p.id === key) &&
      aspects.some((a) => a[side] === key || (side === 'a' && a.b === key))
    )
      list.push(ANGLES[key]!);
  return list;
}

const orbText = (orb: number): string => formatDegree(Math.floor(orb), Math.floor((orb % 1) * 60));

function Cell({
  aspect,
  row,
  col,
  two,
}: {
  aspect: AspectRecord | undefined;
  row: Axis;
  col: Axis;
  two: boolean;
}) {
  if (!aspect) return <td />;
  const style = aspectLineStyle(aspect.type, aspect.family);
  const [first, second] = two || aspect.a === row.id ? [row, col] : [col, row];
  const sentence = `${first.nameZh}与${second.nameZh}${aspect.nameZh}，容许度${orbText(aspect.orbDeg)}${
    aspect.applying === null ? '' : aspect.applying ? '，入相' : '，出相'
  }`;
  return (
    <td data-aspect={aspect.type} title={sentence}>
      <span className="grid-glyph" aria-hidden="true">
        <AspectGlyph type={aspect.type} colour={style.colour} />
      </span>
      <span className="grid-orb" aria-hidden="true">
        {Math.floor(aspect.orbDeg)}°{String(Math.floor((aspect.orbDeg % 1) * 60)).padStart(2, '0')}
      </span>
      <span className="visually-hidden">{sentence}</span>
    </td>
  );
}

export function AspectGrid({
  aspects,
  pointsA,
  pointsB,
  caption = '相位格',
}: {
  aspects: readonly AspectRecord[];
  pointsA: readonly PointRecord[];
  /** The outer chart's points for a two-chart grid; without it the grid is a triangle of one chart. */
  pointsB?: readonly PointRecord[] | undefined;
  caption?: string;
}) {
  const two = pointsB !== undefined;
  if (aspects.length === 0) return null;
  const rows = axis(pointsA, aspects, 'a');
  const cols = two ? axis(pointsB, aspects, 'b') : rows;
  const find = (r: Axis, c: Axis) =>
    aspects.find((a) => (a.a === r.id && a.b === c.id) || (!two && a.a === c.id && a.b === r.id));
  const shownRows = two ? rows : rows.slice(1);
  const shownCols = two ? cols : cols.slice(0, -1);
  return (
    <div className="aspect-grid-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className={`aspect-grid ${two ? 'aspect-grid-full' : 'aspect-grid-triangle'}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {shownCols.map((c) => (
              <th key={c.id} scope="col" title={c.nameZh}>
                <span aria-hidden="true">{c.glyph}</span>
                <span className="visually-hidden">{c.nameZh}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((r, i) => (
            <tr key={r.id}>
              <th scope="row" title={r.nameZh}>
                <span aria-hidden="true">{r.glyph}</span>
                <span className="visually-hidden">{r.nameZh}</span>
              </th>
              {shownCols.map((c, j) =>
                two || j <= i ? (
                  <Cell key={c.id} aspect={find(r, c)} row={r} col={c} two={two} />
                ) : (
                  <td key={c.id} className="aspect-grid-blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
