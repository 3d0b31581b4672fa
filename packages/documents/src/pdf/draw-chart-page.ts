import { SIGNS } from '@xingtu/contracts/astrology';
import type { ReportWheel } from '@xingtu/contracts/report-document';
import { houseOf, normDeg } from '../wheel-geometry.ts';
import { drawTable } from './draw-table.ts';
import { writeText } from './draw-text.ts';
import { drawWheel } from './draw-wheel.ts';
import {
  ASPECT_COLOURS,
  ASPECT_FAMILY_NAMES,
  COLOURS,
  CONTENT_WIDTH,
  PAGE,
  type Pdf,
  TYPE,
} from './theme.ts';

// The chart part: the wheel, a legend of the aspect colours, and the positions as a table.

const WHEEL_RADIUS = 148;

function degreeText(longitude: number): string {
  const lon = normDeg(longitude);
  const inSign = lon % 30;
  const degree = Math.floor(inSign);
  const minute = Math.floor((inSign - degree) * 60);
  return `${degree}°${String(minute).padStart(2, '0')}′`;
}

function drawLegend(doc: Pdf, y: number): void {
  const families = Object.keys(ASPECT_COLOURS) as (keyof typeof ASPECT_COLOURS)[];
  const item = CONTENT_WIDTH / (families.length + 1);
  doc.fontSize(TYPE.small);
  families.forEach((family, i) => {
    const x = PAGE.margins.left + i * item;
    doc
      .moveTo(x, y + 6)
      .lineTo(x + 18, y + 6)
      .lineWidth(1.6)
      .strokeColor(ASPECT_COLOURS[family]);
    if (family === 'minor') doc.dash(2, { space: 2 });
    doc.stroke().undash();
    doc.fillColor(COLOURS.muted);
    writeText(doc, ASPECT_FAMILY_NAMES[family], 'regular', { x: x + 24, y, lineBreak: false });
  });
  doc.fillColor(COLOURS.retrograde);
  writeText(doc, '红色：逆行', 'regular', {
    x: PAGE.margins.left + families.length * item,
    y,
    lineBreak: false,
  });
}

/** Height of the whole chart part (wheel, legend, positions table), to keep it on one page when it fits. */
export function chartPartHeight(wheel: ReportWheel): number {
  return 2 * WHEEL_RADIUS + 44 + (wheel.points.length + 1) * 22;
}

/** Draws the wheel part below the cursor (its title already drawn). */
export function drawChartPage(doc: Pdf, wheel: ReportWheel): void {
  const cx = PAGE.margins.left + CONTENT_WIDTH / 2;
  const top = doc.y + 14;
  drawWheel(doc, wheel, cx, top + WHEEL_RADIUS, WHEEL_RADIUS);
  drawLegend(doc, top + 2 * WHEEL_RADIUS + 18);
  doc.x = PAGE.margins.left;
  doc.y = top + 2 * WHEEL_RADIUS + 44;
  const rows = wheel.points.map((p) => {
    const house = houseOf(p.longitude, wheel.cusps);
    return [
      p.name,
      SIGNS[Math.floor(normDeg(p.longitude) / 30)]!.nameZh,
      degreeText(p.longitude),
      house === null ? '—' : `第${house}宫`,
      p.retrograde ? '逆行' : '顺行',
    ];
  });
  drawTable(doc, ['星体', '星座', '度数', '宫位', '运行'], rows);
}
