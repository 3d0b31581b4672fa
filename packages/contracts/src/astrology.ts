// Names, abbreviations and glyphs of the astrological vocabulary, shared by the chart engine, the readings and the
// web wheel. Pure data: English abbreviations follow common astrology software usage; Chinese names are the ones
// used on Chinese-language astrology sites (简体中文).

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';
export type Polarity = 'yang' | 'yin';

export const ELEMENT_NAMES_ZH: Record<Element, string> = { fire: '火', earth: '土', air: '风', water: '水' };
export const MODALITY_NAMES_ZH: Record<Modality, string> = {
  cardinal: '本位',
  fixed: '固定',
  mutable: '变动',
};
export const POLARITY_NAMES_ZH: Record<Polarity, string> = { yang: '阳性', yin: '阴性' };

export const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignId = (typeof SIGN_IDS)[number];

export interface SignInfo {
  id: SignId;
  /** 0 for Aries … 11 for Pisces; the sign spans [30·index, 30·index + 30) degrees of longitude. */
  index: number;
  abbr: string;
  nameEn: string;
  nameZh: string;
  glyph: string;
  element: Element;
  modality: Modality;
  polarity: Polarity;
}

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];
const SIGN_TEXT: readonly [abbr: string, nameEn: string, nameZh: string, glyph: string][] = [
  ['Ari', 'Aries', '白羊座', '♈'],
  ['Tau', 'Taurus', '金牛座', '♉'],
  ['Gem', 'Gemini', '双子座', '♊'],
  ['Can', 'Cancer', '巨蟹座', '♋'],
  ['Leo', 'Leo', '狮子座', '♌'],
  ['Vir', 'Virgo', '处女座', '♍'],
  ['Lib', 'Libra', '天秤座', '♎'],
  ['Sco', 'Scorpio', '天蝎座', '♏'],
  ['Sag', 'Sagittarius', '射手座', '♐'],
  ['Cap', 'Capricorn', '摩羯座', '♑'],
  ['Aqu', 'Aquarius', '水瓶座', '♒'],
  ['Pis', 'Pisces', '双鱼座', '♓'],
];

export const SIGNS: readonly SignInfo[] = SIGN_IDS.map((id, index) => {
  const [abbr, nameEn, nameZh, glyph] = SIGN_TEXT[index]!;
  return {
    id,
    index,
    abbr,
    nameEn,
    nameZh,
    glyph,
    element: ELEMENTS[index % 4]!,
    modality: MODALITIES[index % 3]!,
    polarity: index % 2 === 0 ? 'yang' : 'yin',
  };
});

/** Sign of an ecliptic longitude in degrees. */
export function signOfLongitude(longitudeDeg: number): SignInfo {
  const i = Math.floor((((longitudeDeg % 360) + 360) % 360) / 30);
  return SIGNS[i]!;
}

export const POINT_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'meanNode',
  'trueNode',
  'lilith',
  'trueLilith',
  'chiron',
  'partOfFortune',
  'asc',
  'mc',
  'vertex',
] as const;
export type PointId = (typeof POINT_IDS)[number];

export interface PointInfo {
  id: PointId;
  abbr: string;
  nameEn: string;
  nameZh: string;
  glyph: string;
}

const POINT_TEXT: Record<PointId, [abbr: string, nameEn: string, nameZh: string, glyph: string]> = {
  sun: ['Su', 'Sun', '太阳', '☉'],
  moon: ['Mo', 'Moon', '月亮', '☽'],
  mercury: ['Me', 'Mercury', '水星', '☿'],
  venus: ['Ve', 'Venus', '金星', '♀'],
  mars: ['Ma', 'Mars', '火星', '♂'],
  jupiter: ['Ju', 'Jupiter', '木星', '♃'],
  saturn: ['Sa', 'Saturn', '土星', '♄'],
  uranus: ['Ur', 'Uranus', '天王星', '♅'],
  neptune: ['Ne', 'Neptune', '海王星', '♆'],
  pluto: ['Pl', 'Pluto', '冥王星', '♇'],
  meanNode: ['MN', 'Mean Node', '平均北交点', '☊'],
  trueNode: ['TN', 'True Node', '真北交点', '☊'],
  lilith: ['Li', 'Lilith (mean apogee)', '莉莉丝（平均远地点）', '⚸'],
  trueLilith: ['TL', 'True Lilith (osculating apogee)', '真莉莉丝（密切远地点）', '⚸'],
  chiron: ['Ch', 'Chiron', '凯龙星', '⚷'],
  partOfFortune: ['PF', 'Part of Fortune', '福点', '⊗'],
  asc: ['As', 'Ascendant', '上升点', 'AC'],
  mc: ['Mc', 'Midheaven', '天顶', 'MC'],
  vertex: ['Vx', 'Vertex', '宿命点', 'Vx'],
};

export const POINTS: Record<PointId, PointInfo> = Object.fromEntries(
  POINT_IDS.map((id) => {
    const [abbr, nameEn, nameZh, glyph] = POINT_TEXT[id];
    return [id, { id, abbr, nameEn, nameZh, glyph }];
  }),
) as Record<PointId, PointInfo>;

/** House names: 第一宫 … 第十二宫, with the traditional Chinese short title of each house. */
export const HOUSE_NAMES_ZH: readonly { number: number; nameZh: string; titleZh: string }[] = [
  '命宫',
  '财帛宫',
  '兄弟宫',
  '田宅宫',
  '子女宫',
  '奴仆宫',
  '夫妻宫',
  '疾厄宫',
  '迁移宫',
  '官禄宫',
  '福德宫',
  '玄秘宫',
].map((titleZh, i) => ({
  number: i + 1,
  nameZh: `第${['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'][i]}宫`,
  titleZh,
}));

export const HOUSE_SYSTEM_NAMES_ZH: Record<
  'P' | 'K' | 'E' | 'W' | 'O' | 'R' | 'C' | 'B' | 'M' | 'X' | 'T' | 'V' | 'S' | 'H' | 'U' | 'F' | 'D' | 'N',
  string
> = {
  P: '普拉西度制',
  K: '科赫制',
  E: '等宫制',
  W: '整宫制',
  O: '波菲利制',
  R: '雷格蒙塔努斯制',
  C: '坎帕纳斯制',
  B: '阿卡比特斯制',
  M: '莫里纳斯制',
  X: '子午线制',
  T: '拓扑中心制',
  V: '韦洛等宫制',
  S: '斯里帕蒂制',
  H: '地平制',
  U: '克鲁辛斯基制',
  F: '卡特赤道制',
  D: '天顶等宫制',
  N: '白羊起始整宫制',
};

export const ASPECT_IDS = [
  'conjunction',
  'opposition',
  'trine',
  'square',
  'sextile',
  'quincunx',
  'semiSextile',
  'semiSquare',
  'sesquiquadrate',
  'quintile',
  'biQuintile',
] as const;
export type AspectId = (typeof ASPECT_IDS)[number];

export interface AspectInfo {
  id: AspectId;
  angleDeg: number;
  major: boolean;
  nameEn: string;
  nameZh: string;
  glyph: string;
}

export const ASPECTS: Record<AspectId, AspectInfo> = {
  conjunction: {
    id: 'conjunction',
    angleDeg: 0,
    major: true,
    nameEn: 'Conjunction',
    nameZh: '合相',
    glyph: '☌',
  },
  opposition: {
    id: 'opposition',
    angleDeg: 180,
    major: true,
    nameEn: 'Opposition',
    nameZh: '对分相',
    glyph: '☍',
  },
  trine: { id: 'trine', angleDeg: 120, major: true, nameEn: 'Trine', nameZh: '三分相', glyph: '△' },
  square: { id: 'square', angleDeg: 90, major: true, nameEn: 'Square', nameZh: '四分相', glyph: '□' },
  sextile: { id: 'sextile', angleDeg: 60, major: true, nameEn: 'Sextile', nameZh: '六分相', glyph: '⚹' },
  quincunx: { id: 'quincunx', angleDeg: 150, major: false, nameEn: 'Quincunx', nameZh: '梅花相', glyph: '⚻' },
  semiSextile: {
    id: 'semiSextile',
    angleDeg: 30,
    major: false,
    nameEn: 'Semi-sextile',
    nameZh: '半六分相',
    glyph: '⚺',
  },
  semiSquare: {
    id: 'semiSquare',
    angleDeg: 45,
    major: false,
    nameEn: 'Semi-square',
    nameZh: '半四分相',
    glyph: '∠',
  },
  sesquiquadrate: {
    id: 'sesquiquadrate',
    angleDeg: 135,
    major: false,
    nameEn: 'Sesquiquadrate',
    nameZh: '八分之三相',
    glyph: '⚼',
  },
  quintile: { id: 'quintile', angleDeg: 72, major: false, nameEn: 'Quintile', nameZh: '五分相', glyph: 'Q' },
  biQuintile: {
    id: 'biQuintile',
    angleDeg: 144,
    major: false,
    nameEn: 'Bi-quintile',
    nameZh: '倍五分相',
    glyph: 'bQ',
  },
};

export const ASPECT_PATTERN_NAMES_ZH = {
  grandTrine: '大三角',
  tSquare: 'T三角',
  grandCross: '大十字',
  yod: '上帝之指',
  stellium: '星群',
} as const;

export const DIGNITY_NAMES_ZH = {
  domicile: '入庙',
  exaltation: '入旺',
  detriment: '落陷',
  fall: '入弱',
  peregrine: '游走',
} as const;
