// 塔罗牌阵：单张、三张（过去 / 现在 / 未来）、三张（现状 / 阻碍 / 建议）、关系（5 张）、凯尔特十字（10 张）、
// 马蹄铁（7 张）。每个牌位有稳定的 key、名称和含义（15–80 字），每个牌阵有一段说明（40–120 字）。
// layout 给出牌在桌面上的位置，单位是“一个牌位”：x 向右、y 向下，rotated 表示横放（凯尔特十字的第 2 张）。

import { TAROT_SPREAD_IDS, type TarotSpreadId } from '@xingtu/contracts/tarot';

export { TAROT_SPREAD_IDS, type TarotSpreadId };

export interface TarotSpreadPosition {
  /** Stable within its spread. */
  key: string;
  name: string;
  meaning: string;
  layout: { x: number; y: number; rotated?: true };
}

export interface TarotSpread {
  id: TarotSpreadId;
  name: string;
  description: string;
  /** The number of cards drawn, equal to positions.length. */
  cardCount: number;
  positions: readonly TarotSpreadPosition[];
}

export const TAROT_SPREADS: readonly TarotSpread[] = [
  {
    id: 'single',
    name: '单张指引',
    description: '只抽一张牌，适合日常指引或一个简单明确的问题。一张牌不谈细节，只给你一个焦点、一句提醒。',
    cardCount: 1,
    positions: [
      {
        key: 'guidance',
        name: '指引',
        meaning: '这张牌是对你问题的核心回应：它点出此刻最值得留意的能量，以及你可以采取的态度。',
        layout: { x: 0, y: 0 },
      },
    ],
  },
  {
    id: 'three-time',
    name: '时间之流',
    description:
      '沿着时间看一件事：从来路理解现在，再看看沿着目前的方向可能走到哪里，适合想了解事情来龙去脉的时候。',
    cardCount: 3,
    positions: [
      {
        key: 'past',
        name: '过去',
        meaning: '影响这件事的过往经历与背景：哪些选择、习惯或事件把你带到了今天。',
        layout: { x: 0, y: 0 },
      },
      {
        key: 'present',
        name: '现在',
        meaning: '你当下所处的状态与正在起作用的力量，也是你最能着力的地方。',
        layout: { x: 1, y: 0 },
      },
      {
        key: 'future',
        name: '未来',
        meaning: '若沿着目前的方向继续走，事情可能呈现的发展趋势；它不是定局，会随你的选择而改变。',
        layout: { x: 2, y: 0 },
      },
    ],
  },
  {
    id: 'three-advice',
    name: '问题解析',
    description:
      '聚焦“该怎么办”：看清现状，找到卡住的地方，再得到一个可以马上尝试的建议。适合遇到具体困扰的时候。',
    cardCount: 3,
    positions: [
      {
        key: 'situation',
        name: '现状',
        meaning: '事情此刻的真实面貌，包括你可能还没有留意到的部分。',
        layout: { x: 0, y: 0 },
      },
      {
        key: 'obstacle',
        name: '阻碍',
        meaning: '卡住你的因素，可能来自外在环境，也可能来自内心的顾虑或习惯。',
        layout: { x: 1, y: 0 },
      },
      {
        key: 'advice',
        name: '建议',
        meaning: '面对现状与阻碍，你可以尝试的态度或行动，是这组牌最值得带走的一句话。',
        layout: { x: 2, y: 0 },
      },
    ],
  },
  {
    id: 'relationship',
    name: '关系牌阵',
    description:
      '为两个人之间的关系而设：分别照见你与对方的心境，看清关系的现状与课题，并找到可以共同努力的方向。恋爱、友情、合作关系都适用。',
    cardCount: 5,
    positions: [
      {
        key: 'self',
        name: '你的心境',
        meaning: '你在这段关系中的感受、期待与投入方式。',
        layout: { x: 0, y: 0 },
      },
      {
        key: 'bond',
        name: '关系的现状',
        meaning: '两人之间目前的互动模式，以及彼此连接的质量。',
        layout: { x: 1, y: 0 },
      },
      {
        key: 'partner',
        name: '对方的心境',
        meaning: '对方此刻可能的感受与态度；这是参考而非读心，最好的确认方式仍是坦诚沟通。',
        layout: { x: 2, y: 0 },
      },
      {
        key: 'challenge',
        name: '需要面对的课题',
        meaning: '这段关系正在经历的考验，或双方都需要学习的功课。',
        layout: { x: 1, y: 1 },
      },
      {
        key: 'direction',
        name: '可以努力的方向',
        meaning: '让关系朝更健康的方向发展的建议，以及近期可能的走向。',
        layout: { x: 1, y: 2 },
      },
    ],
  },
  {
    id: 'celtic-cross',
    name: '凯尔特十字',
    description:
      '最经典也最完整的牌阵，共十张牌：中间的十字描绘事情的核心、根源与来去，右侧一列讲你自身、环境、希望与担忧，以及可能的走向。适合重要而复杂的问题。',
    cardCount: 10,
    positions: [
      { key: 'present', name: '现状', meaning: '问题的核心，也就是你此刻身处的处境。', layout: { x: 1, y: 1.5 } },
      {
        key: 'challenge',
        name: '挑战',
        meaning: '横在面前的阻力或需要处理的矛盾；它也可能是推动你成长的力量。',
        layout: { x: 1, y: 1.5, rotated: true },
      },
      {
        key: 'foundation',
        name: '根基',
        meaning: '这件事深层的根源，包括潜意识里的动机与过往打下的基础。',
        layout: { x: 1, y: 2.5 },
      },
      {
        key: 'recent-past',
        name: '近期的过去',
        meaning: '刚刚过去、正在淡出的影响，它解释了事情为何走到现在。',
        layout: { x: 0, y: 1.5 },
      },
      {
        key: 'aim',
        name: '目标与可能',
        meaning: '你意识中的期望与目标，或这件事可以达到的最好状态。',
        layout: { x: 1, y: 0.5 },
      },
      {
        key: 'near-future',
        name: '近期发展',
        meaning: '接下来一段时间可能出现的情况，或需要你迎接的变化。',
        layout: { x: 2, y: 1.5 },
      },
      {
        key: 'self',
        name: '你的态度',
        meaning: '你对这件事的看法、立场与处理方式。',
        layout: { x: 3.5, y: 3 },
      },
      {
        key: 'environment',
        name: '外在环境',
        meaning: '周围的人与环境对这件事的影响，以及别人如何看待你。',
        layout: { x: 3.5, y: 2 },
      },
      {
        key: 'hopes-fears',
        name: '希望与担忧',
        meaning: '你心里期待发生、也害怕发生的事；两者常常交织在一起。',
        layout: { x: 3.5, y: 1 },
      },
      {
        key: 'outcome',
        name: '可能的走向',
        meaning: '综合以上各方面，事情在目前条件下最可能的发展；调整你的选择，走向也会随之改变。',
        layout: { x: 3.5, y: 0 },
      },
    ],
  },
  {
    id: 'horseshoe',
    name: '马蹄铁牌阵',
    description:
      '七张牌排成马蹄形，从过去、现在走向可能的结果，途中点出隐藏的影响、阻碍与他人的作用，并给出行动建议。适合想全面了解一件事、又不需要十张牌那么深入的时候。',
    cardCount: 7,
    positions: [
      { key: 'past', name: '过去', meaning: '对现在仍有影响的过往事件与经历。', layout: { x: 0, y: 0 } },
      { key: 'present', name: '现在', meaning: '你当前的处境与心态，也是整件事的出发点。', layout: { x: 1, y: 1 } },
      {
        key: 'hidden',
        name: '隐藏的影响',
        meaning: '尚未被察觉、却在暗中起作用的因素。',
        layout: { x: 2, y: 2 },
      },
      { key: 'obstacle', name: '阻碍', meaning: '眼下需要跨越的难题或内心的障碍。', layout: { x: 3, y: 2.5 } },
      {
        key: 'others',
        name: '他人的影响',
        meaning: '身边的人与环境对这件事的态度和作用。',
        layout: { x: 4, y: 2 },
      },
      {
        key: 'action',
        name: '行动建议',
        meaning: '此刻最适合你采取的做法，或值得调整的心态。',
        layout: { x: 5, y: 1 },
      },
      {
        key: 'outcome',
        name: '可能的结果',
        meaning: '照目前的方向发展最可能出现的局面；它会随着你的行动而改变。',
        layout: { x: 6, y: 0 },
      },
    ],
  },
];

export const TAROT_SPREAD_BY_ID: Readonly<Record<TarotSpreadId, TarotSpread>> = Object.fromEntries(
  TAROT_SPREADS.map((spread) => [spread.id, spread]),
) as Record<TarotSpreadId, TarotSpread>;

export function isTarotSpreadId(x: string): x is TarotSpreadId {
  return (TAROT_SPREAD_IDS as readonly string[]).includes(x);
}
