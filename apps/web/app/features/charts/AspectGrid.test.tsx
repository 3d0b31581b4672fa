// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AspectRecord, PointRecord } from '@xingtu/contracts/charts';
import { AspectGrid } from './AspectGrid.tsx';

afterEach(cleanup);

const point = (id: string, nameZh: string, glyph: string): PointRecord => ({
  id,
  nameZh,
  glyph,
  longitudeDeg: 0,
  signId: 'aries',
  signZh: '白羊座',
  signGlyph: '♈',
  degree: 0,
  minute: 0,
  house: null,
  retrograde: false,
  speedDegPerDay: 1,
  dignity: null,
});
const SUN = point('sun', '太阳', '☉');
const MOON = point('moon', '月亮', '☽');
const MARS = point('mars', '火星', '♂');

const aspect = (
  a: string,
  b: string,
  type: AspectRecord['type'],
  nameZh: string,
  orbDeg: number,
): AspectRecord => ({
  a,
  b,
  type,
  nameZh,
  glyph: '',
  family: type === 'square' ? 'tense' : type === 'sextile' ? 'harmonious' : 'conjunction',
  orbDeg,
  applying: null,
});

describe('AspectGrid', () => {
  it('is a triangle for one chart: each pair once, each aspect told in words with its orb', () => {
    render(
      <AspectGrid
        pointsA={[SUN, MOON, MARS]}
        aspects={[
          aspect('sun', 'mars', 'square', '四分相', 2.25),
          aspect('moon', 'mars', 'sextile', '六分相', 0.5),
        ]}
      />,
    );
    const grid = screen.getByRole('table', { name: '相位格' });
    // Rows from the second point, columns up to the second-to-last.
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['☽月亮', '♂火星']);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['☉太阳', '☽月亮']);
    expect(within(grid).getByRole('cell', { name: '太阳与火星四分相，容许度2°15′' })).toBeTruthy();
    const sextile = within(grid).getByRole('cell', { name: '月亮与火星六分相，容许度0°30′' });
    // The symbol is our own drawing in the aspect's colour, not a font character.
    expect(sextile.querySelector('svg[data-glyph="sextile"]')?.getAttribute('stroke')).toBe('#2f6fde');
  });

  it('is a full table for two charts, rows the inner chart and columns the outer', () => {
    render(
      <AspectGrid
        pointsA={[SUN, MOON]}
        pointsB={[SUN, MARS]}
        aspects={[aspect('moon', 'sun', 'conjunction', '合相', 1)]}
        caption="甲与乙"
      />,
    );
    const grid = screen.getByRole('table', { name: '甲与乙' });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(2);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(grid).getByRole('cell', { name: '月亮与太阳合相，容许度1°00′' })).toBeTruthy();
  });

  it('shows nothing when there are no aspects', () => {
    const { container } = render(<AspectGrid pointsA={[SUN, MOON]} aspects={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
