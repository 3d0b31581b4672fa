// 小阿尔卡那 56 张：权杖（火）、圣杯（水）、宝剑（风）、星币（土），每组王牌至十、侍从、骑士、王后、国王。
// 每行：牌阶、占星对应（出处见 cards.ts）、正位关键词、逆位关键词。
import type { PlanetKey, SignKey } from '../../keys.ts';
import type { MinorRank, TarotAstrology, TarotElement, TarotSuit } from './card-types.ts';

type MinorRow = readonly [
  rank: MinorRank,
  astrology: TarotAstrology,
  upright: readonly string[],
  reversed: readonly string[],
];

const root = (element: TarotElement): TarotAstrology => ({ kind: 'root', element });
const throne = (element: TarotElement): TarotAstrology => ({ kind: 'throne', element });
const decan = (sign: SignKey, n: 1 | 2 | 3, planet: PlanetKey): TarotAstrology => ({
  kind: 'decan',
  sign,
  decan: n,
  planet,
});
const span = (fromSign: SignKey, toSign: SignKey): TarotAstrology => ({ kind: 'span', fromSign, toSign });

export const SUIT_ELEMENT: Record<TarotSuit, TarotElement> = {
  wands: 'fire',
  cups: 'water',
  swords: 'air',
  pentacles: 'earth',
};

export const MINOR_ROWS: Record<TarotSuit, readonly MinorRow[]> = {
  wands: [
    ['01', root('fire'), ['灵感', '新计划', '热情', '潜力'], ['动力不足', '延迟', '方向不明']],
    ['02', decan('aries', 1, 'mars'), ['规划', '远见', '抉择', '走出舒适区'], ['害怕未知', '计划不周', '困于原地']],
    ['03', decan('aries', 2, 'sun'), ['拓展', '远眺', '进展', '合作机会'], ['延误', '视野受限', '准备不足']],
    ['04', decan('aries', 3, 'venus'), ['庆祝', '安定', '团聚', '里程碑'], ['不安定', '过渡期', '关系摩擦']],
    ['05', decan('leo', 1, 'saturn'), ['竞争', '冲突', '切磋', '多种意见'], ['回避冲突', '内耗', '达成共识']],
    ['06', decan('leo', 2, 'jupiter'), ['胜利', '认可', '自信', '公开的成功'], ['骄傲', '缺乏认可', '自我怀疑']],
    ['07', decan('leo', 3, 'mars'), ['坚守立场', '勇气', '防卫', '坚持'], ['疲于应付', '退让', '不堪重负']],
    ['08', decan('sagittarius', 1, 'mercury'), ['迅速', '进展', '消息', '行动'], ['延迟', '仓促', '沟通受阻']],
    ['09', decan('sagittarius', 2, 'moon'), ['韧性', '警觉', '最后的坚持', '边界'], ['疲惫', '多疑', '防备过度']],
    ['10', decan('sagittarius', 3, 'saturn'), ['重担', '责任', '过劳', '坚持到底'], ['卸下负担', '学会分工', '力不从心']],
    ['page', throne('fire'), ['好奇', '探索', '热情的消息', '新尝试'], ['三分钟热度', '冲动', '缺乏方向']],
    ['knight', span('scorpio', 'sagittarius'), ['冒险', '行动力', '热情', '冲劲'], ['鲁莽', '急躁', '半途而废']],
    ['queen', span('pisces', 'aries'), ['自信', '魅力', '独立', '温暖'], ['嫉妒', '自我怀疑', '过度强势']],
    ['king', span('cancer', 'leo'), ['领导力', '远见', '魄力', '开创'], ['专横', '冲动决策', '期望过高']],
  ],
  cups: [
    ['01', root('water'), ['新的感情', '情感充盈', '同理心', '直觉'], ['情感压抑', '空虚', '自我封闭']],
    ['02', decan('cancer', 1, 'venus'), ['互相吸引', '伙伴关系', '和解', '平等'], ['失衡', '误会', '关系疏离']],
    ['03', decan('cancer', 2, 'mercury'), ['友谊', '庆祝', '社群', '分享'], ['过度放纵', '小圈子', '孤立']],
    ['04', decan('cancer', 3, 'moon'), ['冷淡', '沉思', '重新评估', '倦怠'], ['重新投入', '接受机会', '走出低潮']],
    ['05', decan('scorpio', 1, 'mars'), ['失落', '遗憾', '悲伤', '专注于失去'], ['接受', '走出伤痛', '向前看']],
    ['06', decan('scorpio', 2, 'sun'), ['怀旧', '童真', '善意', '重逢'], ['困于过去', '美化回忆', '长大']],
    ['07', decan('scorpio', 3, 'venus'), ['幻想', '选择过多', '想象', '诱惑'], ['看清现实', '做出选择', '聚焦']],
    ['08', decan('pisces', 1, 'saturn'), ['离开', '寻找意义', '放下', '转身'], ['害怕离开', '徘徊', '不舍']],
    ['09', decan('pisces', 2, 'jupiter'), ['满足', '心愿达成', '享受', '感恩'], ['不满足', '放纵', '表面的快乐']],
    ['10', decan('pisces', 3, 'mars'), ['家庭和睦', '幸福', '情感圆满', '归属'], ['家庭摩擦', '价值不合', '理想与现实的落差']],
    ['page', throne('water'), ['敏感', '创意', '情感的讯息', '好奇'], ['情绪化', '不成熟', '逃避现实']],
    ['knight', span('aquarius', 'pisces'), ['浪漫', '邀约', '追随内心', '理想主义'], ['不切实际', '情绪波动', '承诺不稳']],
    ['queen', span('gemini', 'cancer'), ['同理心', '关怀', '直觉', '情绪稳定'], ['情绪透支', '边界不清', '依赖']],
    ['king', span('libra', 'scorpio'), ['情绪成熟', '包容', '沉稳', '智慧'], ['情绪压抑', '冷漠', '操控情绪']],
  ],
  swords: [
    ['01', root('air'), ['清晰', '突破', '真相', '新想法'], ['混乱', '误判', '言语伤人']],
    ['02', decan('libra', 1, 'moon'), ['僵局', '难以抉择', '回避', '权衡'], ['信息浮现', '做出决定', '情绪释放']],
    ['03', decan('libra', 2, 'saturn'), ['心痛', '悲伤', '真相刺痛', '释放'], ['疗愈', '原谅', '走出伤痛']],
    ['04', decan('libra', 3, 'jupiter'), ['休息', '恢复', '沉思', '暂停'], ['重新启动', '焦躁', '休息不足']],
    ['05', decan('aquarius', 1, 'venus'), ['争执', '输赢心', '代价', '紧张关系'], ['和解', '放下争执', '反思']],
    ['06', decan('aquarius', 2, 'mercury'), ['过渡', '离开困境', '前行', '平静下来'], ['难以前行', '旧事未了', '抗拒转变']],
    ['07', decan('aquarius', 3, 'moon'), ['策略', '隐瞒', '独自行动', '机巧'], ['坦白', '良心不安', '策略失效']],
    ['08', decan('gemini', 1, 'jupiter'), ['受限', '自我设限', '无助感', '困境'], ['打开束缚', '新视角', '自我解放']],
    ['09', decan('gemini', 2, 'mars'), ['焦虑', '失眠', '担忧', '自责'], ['走出焦虑', '寻求帮助', '看清担忧']],
    ['10', decan('gemini', 3, 'sun'), ['低谷', '结束', '触底', '彻底放下'], ['复原', '重新站起', '逐步好转']],
    ['page', throne('air'), ['好奇', '求知', '警觉', '新想法'], ['流言', '言语轻率', '多疑']],
    ['knight', span('taurus', 'gemini'), ['果断', '迅速', '直言', '追求目标'], ['莽撞', '言辞尖锐', '思虑不周']],
    ['queen', span('virgo', 'libra'), ['清醒', '独立', '直率', '明辨'], ['冷漠', '苛刻', '封闭']],
    ['king', span('capricorn', 'aquarius'), ['理性', '权威', '公正', '清晰的判断'], ['专断', '冷酷', '以理压人']],
  ],
  pentacles: [
    ['01', root('earth'), ['新机会', '物质基础', '实际收获', '稳定的开端'], ['机会流失', '计划不实', '理财失当']],
    ['02', decan('capricorn', 1, 'jupiter'), ['平衡', '灵活应变', '多任务', '调度'], ['顾此失彼', '失衡', '过度承担']],
    ['03', decan('capricorn', 2, 'mars'), ['合作', '技艺', '团队', '专业被认可'], ['配合不佳', '敷衍', '缺少规划']],
    ['04', decan('capricorn', 3, 'sun'), ['守护', '保守', '安全感', '掌控'], ['吝啬', '放手', '过度执着']],
    ['05', decan('taurus', 1, 'mercury'), ['匮乏感', '困难', '孤立', '寻求支持'], ['渡过难关', '接受帮助', '恢复']],
    ['06', decan('taurus', 2, 'moon'), ['给予', '分享', '互助', '公平交换'], ['不平等', '附带条件的付出', '亏欠感']],
    ['07', decan('taurus', 3, 'saturn'), ['耐心', '评估', '长期投入', '等待收获'], ['急躁', '付出无回报感', '重新规划']],
    ['08', decan('virgo', 1, 'sun'), ['专注', '技能精进', '勤勉', '匠心'], ['敷衍', '完美主义', '缺乏热情']],
    ['09', decan('virgo', 2, 'venus'), ['自给自足', '优雅', '独立', '享受成果'], ['过度依赖', '表面光鲜', '失衡的付出']],
    ['10', decan('virgo', 3, 'mercury'), ['传承', '家业', '长久稳定', '富足'], ['家庭分歧', '传承压力', '根基不稳']],
    ['page', throne('earth'), ['学习', '踏实', '新技能', '务实的计划'], ['拖延', '缺乏专注', '不切实际']],
    ['knight', span('leo', 'virgo'), ['稳健', '勤奋', '可靠', '按部就班'], ['停滞', '固执', '过于保守']],
    ['queen', span('sagittarius', 'capricorn'), ['务实', '照料', '富足', '接地气'], ['自我忽视', '过度操劳', '物质焦虑']],
    ['king', span('aries', 'taurus'), ['稳重', '成就', '经营', '丰盛'], ['贪求', '固执', '以物质衡量一切']],
  ],
};
