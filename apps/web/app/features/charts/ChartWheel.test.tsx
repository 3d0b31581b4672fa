// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AspectRecord, PointRecord } from '@xingtu/contracts/charts';
import { ChartWheel, type WheelChart } from './ChartWheel.tsx';
import { boxAround, overlappingPairs } from '@xingtu/documents/wheel-layout';

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

const glyphAt = (id: string, nth = 0) => {
  const text = document.querySelectorAll(`[data-point="${id}"] .wheel-glyph`)[nth]!;
  return { x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')) };
};

/** The label boxes the layout promises, rebuilt from the rendered text (anchor, size, string). */
const labelBoxes = () =>
  [...document.querySelectorAll('.wheel-label')].map((t) =>
    boxAround(
      Number(t.getAttribute('x')),
      Number(t.getAttribute('y')),
      t.textContent ?? '',
      Number(t.getAttribute('font-size')),
    ),
  );

describe('ChartWheel', () => {
  it('is one image named by its title, with the twelve signs, the twelve houses and every planet', () => {
    render(<ChartWheel inner={CHART} aspects={ASPECTS} title="林晓的本命盘" />);
    const wheel = screen.getByRole('img', { name: '林晓的本命盘' });
    expect(wheel.querySelectorAll('[data-sign]')).toHaveLength(12);
    expect([...wheel.querySelectorAll('[data-house] .wheel-house-number')].map((t) => t.textContent)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
    );
    expect([...wheel.querySelectorAll('[data-point]')].map((g) => g.getAttribute('data-point'))).toEqual(
      POINTS.map((p) => p.id),
    );
    // Each planet says what it is when pointed at: name, sign, degree, retrograde.
    expect(wheel.querySelector('[data-point="mercury"] title')?.textContent).toBe('水星 双子座 11°30′ 逆行');
  });

  it('labels every planet with its degree, sign and minute, and describes the chart in words', () => {
    render(<ChartWheel inner={CHART} aspects={ASPECTS} title="林晓的本命盘" />);
    const labels = [...document.querySelectorAll('[data-point="mercury"] .wheel-label')].map((t) => [
      t.getAttribute('data-kind'),
      t.textContent,
    ]);
    expect(labels).toEqual([
      ['glyph', '☿\uFE0E'],
      ['degree', '11°'],
      ['sign', '♊\uFE0E'],
      ['minute', '30′℞'],
    ]);
    const wheel = screen.getByRole('img', { name: '林晓的本命盘' });
    const desc = document.getElementById(wheel.getAttribute('aria-describedby')!)!;
    expect(desc.tagName.toLowerCase()).toBe('desc');
    expect(desc.textContent).toContain('上升点 白羊座15°00′');
    expect(desc.textContent).toContain('水星 双子座11°30′ 逆行');
    expect(desc.textContent).toContain('太阳三分相土星（容许度0°42′）');
  });

  it('spreads a stellium so that no two labels overlap, and keeps each tick at its true degree', () => {
    render(<ChartWheel inner={CHART} aspects={[]} title="星群" />);
    const boxes = labelBoxes();
    expect(boxes).toHaveLength(POINTS.length * 4);
    expect(overlappingPairs(boxes)).toEqual([]);
    // The tick on the sign ring stays at the planet's own longitude, whatever the glyph's shift.
    const [tickSun] = document.querySelectorAll('[data-point="sun"] line');
    const [tickVenus] = document.querySelectorAll('[data-point="venus"] line');
    const angle = (line: Element) =>
      Math.atan2(Number(line.getAttribute('y1')) - 300, Number(line.getAttribute('x1')) - 300);
    const degrees = ((angle(tickSun!) - angle(tickVenus!)) * 180) / Math.PI;
    expect(Math.abs(Math.abs(degrees) - (72.1 - 70.2))).toBeLessThan(0.01);
  });

  it('marks a retrograde planet in red and draws aspect lines by type, conjunctions left to the glyphs', () => {
    render(<ChartWheel inner={CHART} aspects={ASPECTS} title="相位" />);
    expect(document.querySelector('[data-point="mercury"] .wheel-glyph')?.getAttribute('fill')).toBe(
      '#b3261e',
    );
    expect(document.querySelector('[data-point="sun"] .wheel-glyph')?.getAttribute('fill')).not.toBe(
      '#b3261e',
    );
    const lines = [...document.querySelectorAll('.wheel-aspects line')];
    expect(lines.map((l) => [l.getAttribute('data-aspect'), l.getAttribute('stroke')])).toEqual([
      ['trine', '#2f6fde'],
      ['square', '#d03a3a'],
    ]);
    // A trine is solid, a square dashed; a tight aspect is drawn bolder than a wide one.
    expect(lines[0]!.getAttribute('stroke-dasharray')).toBeNull();
    expect(lines[1]!.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(Number(lines[0]!.getAttribute('stroke-width'))).toBeGreaterThan(
      Number(lines[1]!.getAttribute('stroke-width')),
    );
    expect(lines[0]!.querySelector('title')?.textContent).toBe('太阳 三分相 土星');
  });

  it('draws a second chart on an outer band for a bi-wheel, labels apart', () => {
    const outer = {
      points: [
        point('sun', '太阳', '☉', 130),
        point('moon', '月亮', '☽', 131),
        point('mars', '火星', '♂', 72),
      ],
    };
    render(
      <ChartWheel inner={CHART} outer={outer} aspects={[]} title="合盘" innerLabel="甲" outerLabel="乙" />,
    );
    const groups = document.querySelectorAll('[data-point="sun"]');
    expect(groups).toHaveLength(2);
    const radius = ({ x, y }: { x: number; y: number }) => Math.hypot(x - 300, y - 300);
    expect(radius(glyphAt('sun', 1))).toBeGreaterThan(radius(glyphAt('moon', 0)) + 20);
    expect(overlappingPairs(labelBoxes())).toEqual([]);
    expect(document.querySelector('svg')!.textContent).toContain('内圈：甲　外圈：乙');
  });

  it('keeps two full charts of thirteen points apart on a bi-wheel, with room left for the aspects', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const glyphs = ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇', '☊', '⚷', '⚸'];
    for (let run = 0; run < 5; run++) {
      const chart = (offset: number) =>
        glyphs.map((g, i) =>
          point(`p${i}`, `星${i}`, g, (offset + random() * 60 + i * 3) % 360, random() < 0.2),
        );
      const { unmount } = render(
        <ChartWheel
          inner={{ ...CHART, points: chart(0) }}
          outer={{ points: chart(200) }}
          aspects={[]}
          title="双盘"
        />,
      );
      expect(overlappingPairs(labelBoxes()), `run ${run}`).toEqual([]);
      const houseRing = Number(document.querySelectorAll('circle')[2]!.getAttribute('r'));
      expect(houseRing).toBeGreaterThan(60);
      unmount();
    }
  });
});
