// 关键词：行星、星座、宫位、相位的名称、关键词与主管领域。供解读拼接、梅花相模板与教学页面使用。
import type { AspectKey, ExtraPointKey, HouseNumber, PlanetKey, SignKey } from '../keys.ts';

export interface PlanetKeywords {
  name: string;
  /** 关键词（2–4 个短词）。 */
  keywords: readonly string[];
  /** 主管领域：一句话。 */
  domain: string;
}

export const PLANET_KEYWORDS: Record<PlanetKey | ExtraPointKey, PlanetKeywords> = {
  sun: { name: '太阳', keywords: ['自我', '生命力', '意志'], domain: '核心身份、人生目标与创造力' },
  moon: { name: '月亮', keywords: ['情绪', '安全感', '习惯'], domain: '情感需求、家庭与内在的滋养' },
  mercury: { name: '水星', keywords: ['思考', '沟通', '学习'], domain: '思维方式、表达、信息与短途往来' },
  venus: { name: '金星', keywords: ['爱', '美', '价值'], domain: '感情、审美、人际吸引与金钱观' },
  mars: { name: '火星', keywords: ['行动', '勇气', '欲望'], domain: '行动力、竞争、冲突与身体能量' },
  jupiter: { name: '木星', keywords: ['扩张', '信念', '机遇'], domain: '成长、乐观、学问与好运' },
  saturn: { name: '土星', keywords: ['责任', '结构', '考验'], domain: '纪律、边界、时间与长期成就' },
  uranus: { name: '天王星', keywords: ['变革', '独立', '创新'], domain: '突破、自由、科技与意外的改变' },
  neptune: { name: '海王星', keywords: ['梦想', '灵感', '融合'], domain: '想象、灵性、艺术与无条件的爱' },
  pluto: { name: '冥王星', keywords: ['转化', '深度', '力量'], domain: '重生、权力、潜意识与深层的改变' },
  chiron: { name: '凯龙星', keywords: ['伤痛', '疗愈', '智慧'], domain: '内在伤口与从中生出的疗愈能力' },
  trueNode: { name: '北交点', keywords: ['方向', '成长', '课题'], domain: '此生想要发展的新方向' },
  meanNode: { name: '北交点', keywords: ['方向', '成长', '课题'], domain: '此生想要发展的新方向' },
  lilith: { name: '莉莉丝', keywords: ['本能', '边缘', '真实欲望'], domain: '被压抑的欲望与不愿被驯服的部分' },
};

export interface SignKeywords {
  name: string;
  element: '火' | '土' | '风' | '水';
  modality: '本位' | '固定' | '变动';
  keywords: readonly string[];
  /** 守护星：现代守护在前，传统守护（若不同）在后。 */
  rulers: readonly PlanetKey[];
}

export const SIGN_KEYWORDS: Record<SignKey, SignKeywords> = {
  aries: { name: '白羊座', element: '火', modality: '本位', keywords: ['开创', '勇气', '直接'], rulers: ['mars'] },
  taurus: { name: '金牛座', element: '土', modality: '固定', keywords: ['稳定', '感官', '坚持'], rulers: ['venus'] },
  gemini: { name: '双子座', element: '风', modality: '变动', keywords: ['好奇', '交流', '灵活'], rulers: ['mercury'] },
  cancer: { name: '巨蟹座', element: '水', modality: '本位', keywords: ['照顾', '归属', '敏感'], rulers: ['moon'] },
  leo: { name: '狮子座', element: '火', modality: '固定', keywords: ['表达', '创造', '慷慨'], rulers: ['sun'] },
  virgo: { name: '处女座', element: '土', modality: '变动', keywords: ['分析', '服务', '精确'], rulers: ['mercury'] },
  libra: { name: '天秤座', element: '风', modality: '本位', keywords: ['和谐', '关系', '公平'], rulers: ['venus'] },
  scorpio: { name: '天蝎座', element: '水', modality: '固定', keywords: ['深度', '专注', '转化'], rulers: ['pluto', 'mars'] },
  sagittarius: { name: '射手座', element: '火', modality: '变动', keywords: ['探索', '信念', '自由'], rulers: ['jupiter'] },
  capricorn: { name: '摩羯座', element: '土', modality: '本位', keywords: ['责任', '目标', '耐力'], rulers: ['saturn'] },
  aquarius: { name: '水瓶座', element: '风', modality: '固定', keywords: ['独立', '创新', '群体'], rulers: ['uranus', 'saturn'] },
  pisces: { name: '双鱼座', element: '水', modality: '变动', keywords: ['共情', '想象', '灵性'], rulers: ['neptune', 'jupiter'] },
};

export interface HouseKeywords {
  /** 第一宫 … 第十二宫 */
  name: string;
  /** 主题，如“事业与社会形象”。 */
  theme: string;
  keywords: readonly string[];
}

export const HOUSE_KEYWORDS: Record<HouseNumber, HouseKeywords> = {
  1: { name: '第一宫', theme: '自我与外在形象', keywords: ['个性', '外貌', '第一印象'] },
  2: { name: '第二宫', theme: '金钱与自我价值', keywords: ['收入', '财产', '价值观'] },
  3: { name: '第三宫', theme: '沟通与学习', keywords: ['表达', '兄弟姐妹', '短途出行'] },
  4: { name: '第四宫', theme: '家庭与内心根基', keywords: ['家', '父母', '归属感'] },
  5: { name: '第五宫', theme: '创造与恋爱', keywords: ['娱乐', '子女', '自我表达'] },
  6: { name: '第六宫', theme: '工作与健康', keywords: ['日常事务', '服务', '身体'] },
  7: { name: '第七宫', theme: '伴侣与合作', keywords: ['婚姻', '合伙', '一对一关系'] },
  8: { name: '第八宫', theme: '亲密与共同资源', keywords: ['信任', '投资', '转化'] },
  9: { name: '第九宫', theme: '远方与信念', keywords: ['高等教育', '旅行', '哲学'] },
  10: { name: '第十宫', theme: '事业与社会形象', keywords: ['职业', '成就', '声望'] },
  11: { name: '第十一宫', theme: '朋友与理想', keywords: ['社群', '人脉', '愿景'] },
  12: { name: '第十二宫', theme: '潜意识与灵性', keywords: ['独处', '隐藏', '疗愈'] },
};

export interface AspectKeywords {
  name: string;
  angleDeg: number;
  /** 性质：和谐、紧张、融合或调整。 */
  nature: string;
  description: string;
}

export const ASPECT_KEYWORDS: Record<AspectKey, AspectKeywords> = {
  conjunction: { name: '合相', angleDeg: 0, nature: '融合', description: '两股能量紧密结合、相互放大，效果取决于行星本身的性质。' },
  opposition: { name: '对分相', angleDeg: 180, nature: '紧张', description: '两端彼此拉扯，需要在对立中寻找平衡，也常通过关系被看见。' },
  trine: { name: '三分相', angleDeg: 120, nature: '和谐', description: '能量自然流动、互相支持，是天赋所在，但需要主动运用。' },
  square: { name: '四分相', angleDeg: 90, nature: '紧张', description: '内在的摩擦与挑战，推动你行动与成长，是力量的来源。' },
  sextile: { name: '六分相', angleDeg: 60, nature: '和谐', description: '合作与机会，只要稍加努力就能把潜力变成成果。' },
  quincunx: { name: '梅花相', angleDeg: 150, nature: '调整', description: '两种需要彼此陌生，要在生活中不断微调、找到折中。' },
};
