// TEMPORARY (reports branch): a small stand-in for the compose helper's file with the same exports, so
// the report area runs and its tests pass before the full composition lands. At merge the compose
// helper's version replaces this file. It reads the natal corpus (select.ts) for every template.
import type { ReportDocument, ReportSection, ReportWheel } from '@xingtu/contracts/report-document';
import { bodyLongitudeDeg, type ChartLike, houseOfLongitudeDeg, planetAspects } from '../chart-like.ts';
import { PLANET_KEYWORDS, SIGN_KEYWORDS } from '../data/keywords.ts';
import { PLANET_KEYS, signOfLongitudeDeg } from '../keys.ts';
import { natalReadings } from '../select.ts';

export type ReportTemplateKey = 'natal' | 'career' | 'study' | 'baby' | 'love' | 'marks' | 'teaser';

export interface ComposePerson {
  name: string;
  birthLine: string;
  chart: ChartLike;
}

export interface ComposeOptions {
  /** Already a Beijing display string. */
  generatedAt: string;
  version?: number;
}

export interface ReportTemplateSpec {
  key: ReportTemplateKey;
  title: string;
  subtitle: string;
  form: 'one' | 'two' | 'child';
  templateId: string;
  version: number;
  sections: { key: string; title: string; minChars: number; maxChars: number }[];
}

const natalSections = [
  { key: 'core', title: '太阳、月亮与上升：你的核心三要素', minChars: 300, maxChars: 4000 },
  { key: 'personal', title: '个人行星：思考、爱与行动', minChars: 300, maxChars: 4000 },
  { key: 'social-outer', title: '社会行星与世代行星', minChars: 300, maxChars: 5000 },
  { key: 'aspects', title: '主要相位', minChars: 300, maxChars: 6000 },
];

const spec = (
  key: ReportTemplateKey,
  templateId: string,
  title: string,
  subtitle: string,
  form: ReportTemplateSpec['form'],
): ReportTemplateSpec => ({ key, templateId, title, subtitle, form, version: 1, sections: natalSections });

export const REPORT_TEMPLATE_SPECS: Record<ReportTemplateKey, ReportTemplateSpec> = {
  natal: spec('natal', '1101', '本命盘深度报告', '看清你的性格底色与人生主题', 'one'),
  career: spec('career', '1005', '职业发展报告', '天赋、方向与事业节奏', 'one'),
  study: spec('study', '1003', '学业发展报告', '学习方式与专业方向', 'one'),
  baby: spec('baby', '1002', '宝宝成长报告', '读懂孩子的天性与需要', 'child'),
  love: spec('love', '1102', '双人合盘报告', '两个人的相处之道', 'two'),
  marks: spec('marks', '1007', '关系印记报告', '彼此留下的印记', 'two'),
  teaser: spec('teaser', '1100', '星盘速览', '免费的简短本命解读', 'one'),
};

const PEOPLE_COUNT: Record<ReportTemplateSpec['form'], [min: number, max: number]> = {
  one: [1, 1],
  two: [2, 2],
  child: [1, 3],
};

function wheelOf(chart: ChartLike): ReportWheel {
  const points: ReportWheel['points'] = [];
  for (const key of PLANET_KEYS) {
    const longitude = bodyLongitudeDeg(chart, key);
    if (longitude === null) continue;
    const body = chart.bodies[key] as { retrograde?: boolean } | undefined;
    points.push({
      key,
      name: PLANET_KEYWORDS[key].name,
      glyph: GLYPHS[key] ?? '',
      longitude,
      retrograde: body?.retrograde ?? false,
    });
  }
  return {
    cusps: chart.houses ? [...chart.houses.cusps] : [],
    ascendant: chart.angles?.asc ?? null,
    midheaven: chart.angles?.mc ?? null,
    points,
    aspects: planetAspects(chart).map((x) => ({ a: x.a, b: x.b, aspect: x.type, orb: x.orbDeg })),
  };
}

const GLYPHS: Record<string, string> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
};

function placement(chart: ChartLike, key: (typeof PLANET_KEYS)[number]): string | null {
  const longitude = bodyLongitudeDeg(chart, key);
  if (longitude === null) return null;
  const sign = SIGN_KEYWORDS[signOfLongitudeDeg(longitude)].name;
  const house = chart.houses ? ` 第${houseOfLongitudeDeg(longitude, chart.houses.cusps)}宫` : '';
  return `${PLANET_KEYWORDS[key].name} ${sign}${house}`;
}

function sectionsOf(person: ComposePerson, prefix: string, maxItems: number): ReportSection[] {
  return natalReadings(person.chart).map((section) => ({
    key: `${prefix}${section.key}`,
    title: prefix ? `${person.name}：${section.title}` : section.title,
    factors: section.items.map((item) => item.title),
    blocks: section.items
      .slice(0, maxItems)
      .map((item) => ({ kind: 'entry' as const, heading: item.title, text: item.text })),
  }));
}

export function composeReport(
  template: ReportTemplateKey,
  people: ComposePerson[],
  options: ComposeOptions,
): ReportDocument {
  const templateSpec = REPORT_TEMPLATE_SPECS[template];
  const [min, max] = PEOPLE_COUNT[templateSpec.form];
  if (people.length < min || people.length > max)
    throw new RangeError(`${template} needs ${min}–${max} people, got ${people.length}`);
  const first = people[0]!;
  const teaser = template === 'teaser';
  const sections = teaser
    ? sectionsOf(first, '', 2).slice(0, 2)
    : people.flatMap((person, i) => sectionsOf(person, people.length > 1 ? `p${i + 1}-` : '', 99));
  const highlights = (['sun', 'moon', 'mercury', 'venus', 'mars'] as const)
    .map((key) => placement(first.chart, key))
    .filter((line): line is string => line !== null);
  return {
    template,
    title: templateSpec.title,
    subtitle: templateSpec.subtitle,
    version: options.version ?? templateSpec.version,
    generatedAt: options.generatedAt,
    people: people.map(({ name, birthLine }) => ({ name, birthLine })),
    wheel: wheelOf(first.chart),
    highlights: teaser ? highlights.slice(0, 3) : highlights,
    sections,
  };
}
