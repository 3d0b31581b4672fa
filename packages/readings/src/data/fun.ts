// 趣味测试与工具（/qcLove、/fourElement、/funny/themeSign、/funny/nvc、/developmentAge）的原创文字。
// 每段文字由星盘计算结果选取：同一张星盘得到同一段文字，从不随机。
import type { PlanetKey, SignKey } from '../keys.ts';

export type ElementKey = 'fire' | 'earth' | 'air' | 'water';
export type Level = 'high' | 'mid' | 'low';

/** 恋爱测试的总分档位（分数下限从高到低）。 */
export const LOVE_LEVELS: readonly { min: number; name: string; text: string }[] = [
  {
    min: 85,
    name: '心有灵犀',
    text: '你们的星盘之间有许多顺畅的连接，彼此很容易“接住”对方。好的缘分也需要经营：把默契说出口，让对方知道你看见了他。',
  },
  {
    min: 70,
    name: '默契相投',
    text: '你们之间的吸引与理解都不少，相处多半轻松自然。偶尔的小摩擦正好是了解对方底线与需要的机会。',
  },
  {
    min: 55,
    name: '互补成长',
    text: '你们的合盘既有相合之处，也有需要磨合的地方。差异本身不是问题，愿意把不同摊开来谈，关系就会越走越稳。',
  },
  {
    min: 40,
    name: '需要用心',
    text: '你们的节奏与需要差别较大，容易在细节上误会对方。放慢一点，多问一句“你是怎么想的”，能省去很多猜测。',
  },
  {
    min: 0,
    name: '慢慢靠近',
    text: '星盘之间直接的连接不多，两个人更像来自不同的星球。这并不代表不合适，而是需要更多时间建立共同的语言。',
  },
];

export const LOVE_DIMENSIONS: Record<
  'attraction' | 'emotion' | 'communication' | 'stability',
  { name: string; planets: string; texts: Record<Level, string> }
> = {
  attraction: {
    name: '吸引力',
    planets: '金星与火星',
    texts: {
      high: '金星与火星之间的呼应很强，你们对彼此有自然的好感与心动，也容易被对方的魅力点燃。',
      mid: '吸引力稳定而不喧闹，心动更多来自相处中慢慢发现的可爱之处。',
      low: '金火之间的直接连接较少，火花需要靠共同的新体验来制造，比如一起旅行、一起学点新东西。',
    },
  },
  emotion: {
    name: '情感共鸣',
    planets: '月亮',
    texts: {
      high: '月亮之间连接紧密，你们能感受到对方没说出口的情绪，在一起时有安心、被照顾的感觉。',
      mid: '你们的情感需求有交集也有差异，学会用对方习惯的方式表达关心，会让亲密感更深。',
      low: '你们安放情绪的方式很不一样：一个想聊，一个想静。说清楚“我现在需要什么”，比默默期待更有效。',
    },
  },
  communication: {
    name: '沟通理解',
    planets: '水星',
    texts: {
      high: '水星相连，你们说话容易说到一块去，聊天本身就是一种享受，意见不同时也能讲道理。',
      mid: '大部分时候沟通顺畅，遇到分歧时先复述对方的意思，再说自己的看法，能少走很多弯路。',
      low: '你们的思路与表达习惯差别明显，容易各说各话。重要的事写下来或约个固定的时间好好谈。',
    },
  },
  stability: {
    name: '长久稳定',
    planets: '土星与太阳',
    texts: {
      high: '土星与太阳的连接给关系带来承诺感与责任感，你们愿意为共同的未来投入时间和耐心。',
      mid: '关系有一定的稳定基础，把共同目标具体化（一起存钱、一起规划一年）会让它更踏实。',
      low: '关系里自由与新鲜感多于约束，适合先做朋友式的伴侣；若想走得长远，需要有意识地建立共同的习惯。',
    },
  },
};

/** 四元素测试：某元素偏旺、偏弱时的解读。 */
export const ELEMENT_TEXTS: Record<ElementKey, { name: string; strong: string; weak: string }> = {
  fire: {
    name: '火',
    strong:
      '火元素偏旺的人热情、直接、行动先于思考，喜欢挑战与新鲜感，能带动身边人的士气。需要注意的是节奏：冲得快也容易燃尽，给自己安排固定的休息，把热情分配给真正重要的目标。',
    weak:
      '火元素偏弱时，你可能更习惯先观察再行动，热情不常外露。不必勉强自己变得张扬，但可以练习“先做一小步”：一旦开始，动力往往随之而来。运动和晒太阳是给自己补火的好方法。',
  },
  earth: {
    name: '土',
    strong:
      '土元素偏旺的人务实、可靠、重视结果，擅长把想法落到具体的步骤和预算上，是团队里的定心丸。成长点在于保持弹性：计划之外的变化不一定是坏事，偶尔放手也能带来惊喜。',
    weak:
      '土元素偏弱时，你的想法和感受很丰富，却不一定容易变成看得见的成果，作息、财务也可能比较随性。给自己一些简单而固定的结构——一张清单、一个固定的起床时间——会让生活更踏实。',
  },
  air: {
    name: '风',
    strong:
      '风元素偏旺的人思维活跃、善于沟通，喜欢交流观点、认识不同的人，能从多个角度看问题。需要留意的是别一直停留在“想”和“聊”，也给身体和情绪一些关注，让想法落地。',
    weak:
      '风元素偏弱时，你更相信感受和经验，不太喜欢空谈，但有时也不容易把心里的想法讲清楚。试着在做决定前把理由写下来，或找一个愿意倾听的朋友聊一聊，视角会更开阔。',
  },
  water: {
    name: '水',
    strong:
      '水元素偏旺的人感受细腻、富有同理心，能敏锐地察觉气氛和他人的情绪，重视深厚的情感连接。成长的功课是建立边界：分清哪些情绪是自己的、哪些是别人的，照顾别人之前先照顾好自己。',
    weak:
      '水元素偏弱时，你处理事情偏理性或偏行动，情绪不常成为你的主导，也可能不太习惯表达脆弱。给感受留一点位置——写日记、听音乐、和信任的人说说心事——会让你与他人的连接更深。',
  },
};

/** 两种元素同时偏旺时的组合说明（键按 火、土、风、水 的顺序）。 */
export const ELEMENT_PAIRS: Record<string, string> = {
  'fire-earth': '火土并旺：既有冲劲又能落实，适合从零开始把一件事做成。',
  'fire-air': '火风并旺：点子多、行动快、感染力强，是天生的发起者与传播者。',
  'fire-water': '火水并旺：情感浓烈、爱憎分明，创作与表达很有感染力，情绪起伏也需要照顾。',
  'earth-air': '土风并旺：理性而务实，善于规划与分析，适合做需要判断与执行的工作。',
  'earth-water': '土水并旺：重视安全与情感连接，温和可靠，是让人放心依靠的人。',
  'air-water': '风水并旺：感受力与表达力兼具，善于理解人心，也需要给自己稳定的落脚点。',
};

/** 主题星座测试：每轮的问题与两轮结束后的主题总结开头。 */
export const THEME_SIGN_QUESTIONS: Partial<Record<PlanetKey, string>> = {
  sun: '做自己最在意的事情时，你更像哪一种？',
  moon: '当你需要安慰、想要放松时，你更像哪一种？',
  mercury: '和人聊天、交换想法时，你更像哪一种？',
  venus: '喜欢一个人、享受美好事物时，你更像哪一种？',
  mars: '想要一样东西、要去争取时，你更像哪一种？',
  jupiter: '遇到机会、想要成长时，你更像哪一种？',
  saturn: '面对压力和长期目标时，你更像哪一种？',
};

export const THEME_SIGN_SUMMARIES: Record<'love' | 'career' | 'social' | 'inner', string> = {
  love: '恋爱主题看金星与火星：金星说明你被什么打动、怎样表达爱意，火星说明你怎样追求与回应。',
  career: '事业主题看太阳与土星：太阳是你愿意投入一生的方向，土星是你在压力下磨出的本事。',
  social: '社交主题看水星与木星：水星是你交流的方式，木星是你在人群中带来的机会与善意。',
  inner: '内心主题看月亮与太阳：月亮是你安放情绪的方式，太阳是你想成为的自己。',
};

/** 猜对与猜错时的说明。 */
export const THEME_SIGN_MATCH = {
  matched: '你选中的正是星盘里的答案——你对自己的这一面很了解。',
  missed:
    '你选的不是星盘里的答案。这很常见：我们常按“想成为的样子”选择，而星盘描述的是天生的倾向，两者的差距正是值得留意的地方。',
} as const;

/** NVC 练习：月亮星座（感受的方式）与水星星座（表达的方式）的提示。 */
export const NVC_MOON_TIPS: Record<SignKey, string> = {
  aries: '月亮白羊的你情绪来得快：说“感受”之前先深呼吸三次，把“你总是”换成“我现在觉得”。',
  taurus: '月亮金牛的你感受慢热而持久：给自己一点时间确认感受，再平静地说出来，不必憋到爆发。',
  gemini: '月亮双子的你容易用分析代替感受：试着只用一个情绪词描述自己，比如“我有点失落”。',
  cancer: '月亮巨蟹的你很在意关系的温度：说出感受时也说出你的担心，对方更容易理解你的在乎。',
  leo: '月亮狮子的你需要被看见：把“你不重视我”换成“我希望自己的付出被看到”。',
  virgo: '月亮处女的你习惯先找问题：留意别把感受说成批评，先说自己的感受，再谈可以改进的地方。',
  libra: '月亮天秤的你怕破坏和气：表达不满并不会毁掉关系，温和而清楚地说出来，才是真正的和谐。',
  scorpio: '月亮天蝎的你感受深而隐蔽：试着先说出一小部分真实感受，信任会在被接住之后慢慢增加。',
  sagittarius: '月亮射手的你倾向于“想开点”：难受的时候允许自己先难受一会儿，再谈解决办法。',
  capricorn: '月亮摩羯的你习惯先扛着：说出“我累了、我需要帮忙”不是软弱，而是给关系一个靠近你的机会。',
  aquarius: '月亮水瓶的你常用理性隔开情绪：在讲道理之前，先说一句你此刻真实的感受。',
  pisces: '月亮双鱼的你容易吸收别人的情绪：先分清哪些感受是自己的，再决定要表达什么。',
};

export const NVC_MERCURY_TIPS: Record<SignKey, string> = {
  aries: '水星白羊说话直接有力：提请求时放慢语速，给对方回答“好”或“不好”的空间。',
  taurus: '水星金牛表达稳重：把请求说得具体，例如时间、地点和做法，你的踏实会让人信服。',
  gemini: '水星双子思路跳跃：一次只谈一件事，说完观察、感受、需要，再提一个请求。',
  cancer: '水星巨蟹说话带着情绪：先描述事实（像摄像机拍到的那样），再说你的感受。',
  leo: '水星狮子表达有感染力：把请求说成邀请，“愿不愿意和我一起……”，对方更乐意回应。',
  virgo: '水星处女擅长精确：观察部分写得越具体越好，但记得去掉评判的词，比如“又”“总是”。',
  libra: '水星天秤善于顾及双方：说出你的需要时不必先替对方找理由，清楚本身就是一种尊重。',
  scorpio: '水星天蝎一针见血：提问代替质问，“你愿意告诉我当时发生了什么吗？”',
  sagittarius: '水星射手喜欢讲大道理：把原则换成具体的请求，比一句“你应该”更容易被接受。',
  capricorn: '水星摩羯表达有条理：在请求里留一点余地，“这周内你方便的时候”，对方会更愿意配合。',
  aquarius: '水星水瓶客观冷静：在事实和道理之外加一句你的感受，对方会觉得你更贴近。',
  pisces: '水星双鱼表达含蓄：把心里的画面说成清楚的请求，别指望对方能猜到你的意思。',
};

/** 发展年龄：行星周期在人生中的节点。 */
export const DEVELOPMENT_AGES: readonly {
  key: string;
  title: string;
  body: PlanetKey | 'trueNode' | 'chiron';
  natal: PlanetKey | 'trueNode' | 'chiron';
  aspect: 'conjunction' | 'opposition' | 'square';
  /** Which pass of the transit in life (the second Saturn return is the second conjunction). */
  nth: number;
  text: string;
}[] = [
  {
    key: 'saturn-square-1',
    title: '第一次土星刑',
    body: 'saturn',
    natal: 'saturn',
    aspect: 'square',
    nth: 1,
    text: '约七岁，孩子第一次强烈地感到规则与自我之间的拉扯，开始学习承担小小的责任。',
  },
  {
    key: 'jupiter-return-1',
    title: '第一次木星回归',
    body: 'jupiter',
    natal: 'jupiter',
    aspect: 'conjunction',
    nth: 1,
    text: '约十二岁，视野第一次大幅打开：对世界、信念和远方产生好奇，是培养兴趣与志向的好时候。',
  },
  {
    key: 'saturn-opposition-1',
    title: '土星对冲',
    body: 'saturn',
    natal: 'saturn',
    aspect: 'opposition',
    nth: 1,
    text: '约十四、十五岁，青春期的独立需求与外界期待正面相遇，叛逆背后是在寻找自己的标准。',
  },
  {
    key: 'nodal-return-1',
    title: '第一次月交点回归',
    body: 'trueNode',
    natal: 'trueNode',
    aspect: 'conjunction',
    nth: 1,
    text: '约十八、十九岁，人生方向的第一次召唤：选择学业、离家或新的环境，往往与此生的成长方向相连。',
  },
  {
    key: 'uranus-square',
    title: '天王星刑',
    body: 'uranus',
    natal: 'uranus',
    aspect: 'square',
    nth: 1,
    text: '约二十一岁，想要挣脱束缚、证明自己的冲动强烈，是尝试不同道路、找到真实兴趣的阶段。',
  },
  {
    key: 'saturn-return-1',
    title: '第一次土星回归',
    body: 'saturn',
    natal: 'saturn',
    aspect: 'conjunction',
    nth: 1,
    text: '二十九岁前后，真正意义上的“成年礼”：检验过去的选择是否属于自己，重新确定事业、关系与生活的结构。',
  },
  {
    key: 'pluto-square',
    title: '冥王星刑',
    body: 'pluto',
    natal: 'pluto',
    aspect: 'square',
    nth: 1,
    text: '冥王星刑本命冥王星时，深层的权力议题与旧有模式浮上水面，是放下控制、完成内在转化的时期。',
  },
  {
    key: 'neptune-square',
    title: '海王星刑',
    body: 'neptune',
    natal: 'neptune',
    aspect: 'square',
    nth: 1,
    text: '约四十岁，过去的理想与幻想被重新审视，有时伴随迷茫，也打开了对意义与灵性的追问。',
  },
  {
    key: 'uranus-opposition',
    title: '天王星对冲',
    body: 'uranus',
    natal: 'uranus',
    aspect: 'opposition',
    nth: 1,
    text: '四十二岁前后的“中年觉醒”：未曾活出的那部分自己要求被看见，适合为后半生做出真正想要的改变。',
  },
  {
    key: 'chiron-return',
    title: '凯龙回归',
    body: 'chiron',
    natal: 'chiron',
    aspect: 'conjunction',
    nth: 1,
    text: '约五十岁，旧伤被再次触碰，也迎来整合的机会：把经历过的痛苦转化为理解他人的智慧。',
  },
  {
    key: 'saturn-return-2',
    title: '第二次土星回归',
    body: 'saturn',
    natal: 'saturn',
    aspect: 'conjunction',
    nth: 2,
    text: '五十八、九岁，人生的第二次结构调整：总结事业与责任，决定把余下的时间与力量投向何处。',
  },
  {
    key: 'uranus-return',
    title: '天王星回归',
    body: 'uranus',
    natal: 'uranus',
    aspect: 'conjunction',
    nth: 1,
    text: '约八十四岁，天王星走完一整圈，是回望一生、以更自由的心态面对生命的时刻。',
  },
];

/** 主题星座测试的选项：不出现星座名的描述，按星座的气质写成。 */
export const THEME_SIGN_OPTIONS: Record<SignKey, string> = {
  aries: '想到就做，喜欢第一个出发，直来直去，输赢都写在脸上。',
  taurus: '慢一点但很稳，看重实实在在的感受，认定了就不轻易改变。',
  gemini: '好奇心旺盛，喜欢聊天和新鲜事，同时开好几个话题也不累。',
  cancer: '先照顾好身边的人，重视安全感和熟悉的环境，心软念旧。',
  leo: '大方热情，愿意站到前面，希望自己的真心和努力被看见。',
  virgo: '注意细节，喜欢把事情安排得井井有条，用实际行动表达在乎。',
  libra: '在意分寸与公平，喜欢和谐优雅的氛围，做决定前会多方权衡。',
  scorpio: '不轻易打开心门，一旦投入就全情专注，追求真实与深度。',
  sagittarius: '向往自由和远方，乐观坦率，喜欢在探索中找到意义。',
  capricorn: '目标清楚，肯吃苦也有耐心，习惯先把责任扛起来。',
  aquarius: '特立独行，重视朋友和理想，喜欢用自己的方式看问题。',
  pisces: '感受细腻，富有想象力，容易被美和情绪打动，愿意包容别人。',
};
