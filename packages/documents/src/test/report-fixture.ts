import { ASPECTS, POINTS, SIGNS } from '@xingtu/contracts/astrology';
import type { ReportDocument, ReportSection, ReportWheel } from '@xingtu/contracts/report-document';
import { ASPECT_TEXTS } from '@xingtu/readings/data/aspects';
import { REPORT_ASCENDANT_SIGN, REPORT_MC_SIGN } from '@xingtu/readings/data/report/natal-angles';
import { REPORT_PLANET_IN_HOUSE } from '@xingtu/readings/data/report/natal-planet-house';
import { REPORT_PLANET_IN_SIGN } from '@xingtu/readings/data/report/natal-planet-sign';
import { HOUSE_NUMBERS, PLANET_KEYS, SIGN_KEYS, aspectFamilyOf, type AspectKey } from '@xingtu/readings/keys';

// A report document for the renderer tests and the bench: real corpus text from packages/readings, a wheel
// with a crowded stellium, cusps and aspects, and tables — as long as the caller asks.

export const FIXTURE_NAME = '林晓雨';

const LONGITUDES: Record<string, number> = {
  sun: 72.4,
  moon: 215.8,
  mercury: 66.1,
  venus: 74.9,
  mars: 350.2,
  jupiter: 70.3,
  saturn: 292.6,
  uranus: 278.1,
  neptune: 283.9,
  pluto: 226.5,
  trueNode: 300.7,
  chiron: 108.2,
};
const CUSPS = [158.3, 184.1, 214.9, 248.2, 281.5, 311.0, 338.3, 4.1, 34.9, 68.2, 101.5, 131.0];

function fixtureWheel(): ReportWheel {
  const keys = Object.keys(LONGITUDES);
  const aspects: ReportWheel['aspects'] = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const d = Math.abs(LONGITUDES[keys[i]!]! - LONGITUDES[keys[j]!]!) % 360;
      const sep = d > 180 ? 360 - d : d;
      for (const aspect of Object.values(ASPECTS)) {
        const orb = Math.abs(sep - aspect.angleDeg);
        if (orb <= (aspect.major ? 6 : 2)) aspects.push({ a: keys[i]!, b: keys[j]!, aspect: aspect.id, orb });
      }
    }
  }
  return {
    cusps: CUSPS,
    ascendant: CUSPS[0]!,
    midheaven: CUSPS[9]!,
    points: keys.map((key) => {
      const info = POINTS[key as keyof typeof POINTS];
      return {
        key,
        name: info.nameZh,
        glyph: info.glyph,
        longitude: LONGITUDES[key]!,
        retrograde: key === 'saturn',
      };
    }),
    aspects,
  };
}

const chars = (s: ReportSection) =>
  s.blocks.reduce(
    (n, b) =>
      n +
      (b.kind === 'table'
        ? b.rows.flat().join('').length
        : b.kind === 'entry'
          ? b.heading.length + b.text.length
          : b.text.length),
    0,
  );

/**
 * A natal-style report: the angles, a positions table and one section per planet (the corpus's long report
 * texts). With `minChars` above one such round (about 7 000 characters), the planet sections grow by
 * further rounds until the body text reaches it.
 */
export function fixtureReport(minChars = 0): ReportDocument {
  const sections: ReportSection[] = [
    {
      key: 'angles',
      title: '上升与天顶：你给人的第一印象与人生方向',
      factors: ['上升点 处女座', '天顶 双子座'],
      blocks: [
        { kind: 'entry', heading: '上升处女座', text: REPORT_ASCENDANT_SIGN.virgo },
        { kind: 'entry', heading: '天顶双子座', text: REPORT_MC_SIGN.gemini },
      ],
    },
    {
      key: 'positions',
      title: '行星位置一览',
      factors: ['出生星盘的十大行星、北交点与凯龙星'],
      blocks: [
        {
          kind: 'table',
          columns: ['行星', '星座', '宫位', '关键词'],
          rows: PLANET_KEYS.map((p, i) => [
            POINTS[p].nameZh,
            SIGNS[i % 12]!.nameZh,
            `第${(i % 12) + 1}宫`,
            '行动、表达与成长的主题',
          ]),
        },
      ],
    },
  ];
  let total = sections.reduce((n, section) => n + chars(section), 0);
  const byPlanet = new Map<string, ReportSection>();
  for (let round = 0; round === 0 || (total < minChars && round < 36); round++) {
    for (const planet of PLANET_KEYS) {
      if (round > 0 && total >= minChars) break;
      const index = PLANET_KEYS.indexOf(planet);
      const sign = SIGN_KEYS[(index + round) % 12]!;
      const house = HOUSE_NUMBERS[(index * 5 + round) % 12]!;
      const signName = SIGNS[SIGN_KEYS.indexOf(sign)]!.nameZh;
      const name = POINTS[planet].nameZh;
      let section = byPlanet.get(planet);
      if (!section) {
        section = {
          key: planet,
          title: `${name}：${signName}与第${house}宫`,
          factors: [
            `${name} ${signName} 第${house}宫`,
            `与${POINTS[PLANET_KEYS[(index + 3) % 10]!].nameZh}三分相`,
          ],
          blocks: [],
        };
        byPlanet.set(planet, section);
        sections.push(section);
      }
      const other = PLANET_KEYS[(index + (round % 9) + 1) % 10]!;
      const aspect = (['trine', 'square', 'conjunction'] as AspectKey[])[round % 3]!;
      const [a, b] = index < PLANET_KEYS.indexOf(other) ? [planet, other] : [other, planet];
      const added: ReportSection['blocks'] = [
        { kind: 'paragraph', text: REPORT_PLANET_IN_SIGN[planet][sign] },
        { kind: 'entry', heading: `${name}落在第${house}宫`, text: REPORT_PLANET_IN_HOUSE[planet][house] },
        {
          kind: 'entry',
          heading: `${name}与${POINTS[other].nameZh}${ASPECTS[aspect].nameZh}`,
          text: ASPECT_TEXTS[`${a}-${b}`]![aspectFamilyOf(aspect)!],
        },
      ];
      section.blocks.push(...added);
      total += chars({ ...section, blocks: added });
    }
  }
  return {
    template: 'natal',
    title: '个人本命星盘报告',
    subtitle: '认识你的性格底色、天赋与成长方向',
    version: 1,
    generatedAt: '2026年11月25日 15:40',
    people: [{ name: FIXTURE_NAME, birthLine: '1995年6月3日 08:30（北京时间）· 上海' }],
    wheel: fixtureWheel(),
    highlights: [
      '太阳、水星、金星与木星同在双子座，好奇与表达是你的核心动力。',
      '月亮在天蝎座，情感深沉而专一，需要被真正理解。',
      '土星逆行于摩羯座，责任感来得早，也在慢慢学会为自己减负。',
    ],
    sections,
  };
}

/** Characters of body text in a report's sections. */
export function reportChars(report: ReportDocument): number {
  return report.sections.reduce((n, s) => n + chars(s), 0);
}
