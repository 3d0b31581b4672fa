import { HOUSE_NAMES_ZH } from '@xingtu/contracts/astrology';
import { DICT_ENTRIES, dictEntry } from '@xingtu/readings/data/learning/dict';

// The planets and houses overview pages: the dictionary's entries of those categories, as cards with the
// facts a learner checks first.

/** How long a planet stays in a sign and how often it turns retrograde (rounded, for orientation). */
const PLANET_FACTS: Record<string, { group: string; perSign: string; retrograde: string }> = {
  sun: { group: '个人行星', perSign: '约一个月', retrograde: '从不逆行' },
  moon: { group: '个人行星', perSign: '两天多', retrograde: '从不逆行' },
  mercury: { group: '个人行星', perSign: '两到八周不等', retrograde: '每年约三次，每次三周左右' },
  venus: { group: '个人行星', perSign: '约四周，逆行时可达四个月', retrograde: '约一年半一次，约四十天' },
  mars: { group: '个人行星', perSign: '约六周，逆行时可达七个月', retrograde: '约两年多一次，两个多月' },
  jupiter: { group: '社会行星', perSign: '约一年', retrograde: '每年约四个月' },
  saturn: { group: '社会行星', perSign: '约两年半', retrograde: '每年约四个半月' },
  uranus: { group: '外行星', perSign: '约七年', retrograde: '每年约五个月' },
  neptune: { group: '外行星', perSign: '约十四年', retrograde: '每年约五个月' },
  pluto: { group: '外行星', perSign: '十二到三十年不等', retrograde: '每年约五个月' },
};

export function loadPlanetsPage() {
  const planets = Object.entries(PLANET_FACTS).flatMap(([key, facts]) => {
    const entry = dictEntry(key);
    return entry ? [{ key, term: entry.term, english: entry.english, summary: entry.summary, ...facts }] : [];
  });
  const others = DICT_ENTRIES.filter((e) => e.category === 'planet' && !(e.key in PLANET_FACTS)).map(
    ({ key, term, english, summary }) => ({ key, term, english, summary }),
  );
  return { planets, others };
}

/** The four quadrants of the houses, counted from the Ascendant. */
const QUADRANTS = [
  { houses: [1, 2, 3], title: '从上升到天底', text: '关于“我是谁、我拥有什么、我怎样学习”。' },
  { houses: [4, 5, 6], title: '从天底到下降', text: '关于家庭根基、创造与日常的照料。' },
  { houses: [7, 8, 9], title: '从下降到天顶', text: '关于他人、共享的资源与更远的视野。' },
  { houses: [10, 11, 12], title: '从天顶回到上升', text: '关于社会位置、群体与内在的收尾。' },
];

export function loadHousePage() {
  const houses = HOUSE_NAMES_ZH.map(({ number, nameZh, titleZh }) => {
    const entry = dictEntry(`house${number}`);
    return { number, nameZh, titleZh, key: `house${number}`, summary: entry?.summary ?? '' };
  });
  const systems = DICT_ENTRIES.filter((e) => e.category === 'chart' && e.key.startsWith('house')).map(
    ({ key, term, summary }) => ({ key, term, summary }),
  );
  const angles = ['asc', 'ic', 'dsc', 'mc'].flatMap((key) => {
    const entry = dictEntry(key);
    return entry ? [{ key, term: entry.term, summary: entry.summary }] : [];
  });
  return { houses, quadrants: QUADRANTS, systems, angles };
}
