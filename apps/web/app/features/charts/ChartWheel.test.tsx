// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AspectRecord, PointRecord } from '@xingtu/contracts/charts';
import { ChartWheel, type WheelChart } from './ChartWheel.tsx';

afterEach(cleanup);

const SIGN_ZH = [
  '白羊座',
  '金牛座',
  '双子座',
  '巨蟹座',
  '狮子座',
  '处女座',
  '天秤座',
  '天蝎座',
  '射手座',
  '摩羯座',
  '水瓶座',
  '双鱼座',
];

function point(
  id: string,
  nameZh: string,
  glyph: string,
  longitudeDeg: number,
  retrograde = false,
): PointRecord {
  const sign = Math.floor(longitudeDeg / 30);
  const inSign = longitudeDeg - sign * 30;
  return {
    id,
    nameZh,
    glyph,
    longitudeDeg,
    signId: String(sign),
    signZh: SIGN_ZH[sign]!,
    signGlyph: '',
    degree: Math.floor(inSign),
    minute: Math.floor((inSign % 1) * 60),
    house: null,
    retrograde,
    speedDegPerDay: retrograde ? -0.1 : 1,
    dignity: null,
  };
}

// A stellium: five planets within 6° of Gemini, and two planets far from it.
const POINTS = [
  point('sun', '太阳', '☉', 70.2),
  point('mercury', '水星', '☿', 71.5, true),
  point('venus', '金星', '♀', 72.1),
  point('mars', '火星', '♂', 74.8),
  point('jupiter', '木星', '♃', 76.0),
  point('moon', '月亮', '☽', 200.4),
  point('saturn', '土星', '♄', 310.9),
];
const CHART: WheelChart = {
  points: POINTS,
  angles: { asc: 15, mc: 285, dsc: 195, ic: 105 },
  houses: Array.from({ length: 12 }, (_, i) => ({
    number: i + 1,
    cuspDeg: (15 + i * 30) % 360,
    signId: '',
    signZh: '',
    degree: 15,
    minute: 0,
  })),
};
const ASPECTS: AspectRecord[] = [
  {
    a: 'sun',
    b: 'saturn',
    type: 'trine',
    nameZh: '三分相',
    glyph: '△',
    family: 'harmonious',
    orbDeg: 0.7,
    applying: null,
  },
  {
    a: 'moon',
    b: 'saturn',
    type: 'square',
    nameZh: '四分相',
    glyph: '□',
    family: 'tense',
    orbDeg: 19.5,
    applying: null,
  },
  {
    a: 'sun',
    b: 'venus',
    type: 'conjunction',
    nameZh: '合相',
    glyph: '☌',
    family: 'conjunction',
    orbDeg: 1.9,
    applying: null,
  },
];

const glyphAt = (id: string) => {
  const text = document.querySelector(`[data-point="${id}"] .wheel-glyph`)!;
  return { x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')) };
};

describe('ChartWheel', () => {
  it('is one image named by its title, with the twelve signs, the twelve houses and every planet', () => {
    render(<ChartWheel inner={CHART} aspects={ASPECTS} title="林晓的本命盘" />);
    const wheel = screen.getByRole('img', { name: '林晓的本命盘' });
    expect(wheel.querySelectorAll('[data-sign]')).toHaveLength(12);
    expect(wheel.querySelectorAll('[data-house]')).toHaveLength(12);
    expect([...wheel.querySelectorAll('[data-point]')].map((g) => g.getAttribute('data-point'))).toEqual(
      POINTS.map((p) => p.id),
    );
    // Each planet says what it is when pointed at: name, sign, degree, retrograde.
    expect(wheel.querySelector('[data-point="mercury"] title')?.textContent).toBe('水星 双子座 11°30′ 逆行');
  });

  it('spreads a stellium so that no two planet glyphs overlap, and keeps each tick at its true degree', () => {
    render(<ChartWheel inner={CHART} aspects={[]} title="星群" />);
    const ids = ['sun', 'mercury', 'venus', 'mars', 'jupiter'];
    for (const a of ids)
      for (const b of ids) {
        if (a >= b) continue;
        const p = glyphAt(a);
        const q = glyphAt(b);
        // The glyphs are 17 px: centres at least that far apart never overlap.
        expect(Math.hypot(p.x - q.x, p.y - q.y), `${a}–${b}`).toBeGreaterThanOrEqual(17);
      }
    // The tick on the sign ring stays at the planet's own longitude, whatever the glyph's shift.
    const [tickSun] = document.querySelectorAll('[data-point="sun"] line');
    const [tickVenus] = document.querySelectorAll('[data-point="venus"] line');
    const angle = (line: Element) =>
      Math.atan2(Number(line.getAttribute('y1')) - 300, Number(line.getAttribute('x1')) - 300);
    const degrees = ((angle(tickSun!) - angle(tickVenus!)) * 180) / Math.PI;
    expect(Math.abs(Math.abs(degrees) - (72.1 - 70.2))).toBeLessThan(0.01);
  });

  it('marks a retrograde planet in red and draws aspect lines by family, conjunctions left to the glyphs', () => {
    render(<ChartWheel inner={CHART} aspects={ASPECTS} title="相位" />);
    expect(document.querySelector('[data-point="mercury"] .wheel-glyph')?.getAttribute('fill')).toBe(
      '#b3261e',
    );
    expect(document.querySelector('[data-point="sun"] .wheel-glyph')?.getAttribute('fill')).not.toBe(
      '#b3261e',
    );
    const lines = [...document.querySelectorAll('.wheel-aspects line')];
    expect(lines.map((l) => l.getAttribute('stroke'))).toEqual(['#2f6fde', '#d03a3a']);
    // A tight aspect is drawn bolder than a wide one.
    expect(Number(lines[0]!.getAttribute('stroke-width'))).toBeGreaterThan(
      Number(lines[1]!.getAttribute('stroke-width')),
    );
  });

  it('draws a second chart on an outer ring for a bi-wheel', () => {
    const outer = { points: [point('sun', '太阳', '☉', 130), point('moon', '月亮', '☽', 131)] };
    render(
      <ChartWheel inner={CHART} outer={outer} aspects={[]} title="合盘" innerLabel="甲" outerLabel="乙" />,
    );
    const inner = glyphAt('moon');
    const groups = document.querySelectorAll('[data-point="sun"]');
    expect(groups).toHaveLength(2);
    const outerSun = groups[1]!.querySelector('.wheel-glyph')!;
    const radius = (x: number, y: number) => Math.hypot(x - 300, y - 300);
    expect(radius(Number(outerSun.getAttribute('x')), Number(outerSun.getAttribute('y')))).toBeGreaterThan(
      radius(inner.x, inner.y),
    );
  });
});
