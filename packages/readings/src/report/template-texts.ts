// The short connective texts of the report templates (openings, closings, notes), original 简体中文 written for this
// product. The interpretations themselves come from the corpus in ../data; these only frame them. The natal report
// opens and closes with REPORT_INTRO / REPORT_CLOSING of data/report/natal-balance.ts.
import type { ReportTemplateKey } from './template-specs.ts';

type FramedTemplate = Exclude<ReportTemplateKey, 'natal' | 'teaser'>;

export const TEMPLATE_OPENING: Record<FramedTemplate, string> = {
  career:
    '这份事业报告从你的出生星盘出发，依次阅读太阳、天顶、第十宫、土星与木星，以及掌管金钱与日常工作的第二宫和第六宫。每一节开头列出它读到的星盘因素，越靠前的分量越重。星盘描述的是倾向与资源，不替你做决定；把它当作一面镜子，对照自己的经历去读，会更有收获。',
  study:
    '这份学业报告关注“怎样学”：水星说明思考与吸收知识的方式，月亮说明什么样的心情最能学进去，第三宫与第九宫分别对应基础学习和高等学习，木星指出求知的成长方向。它不预测分数，只帮助你找到更顺手的学习节奏。',
  baby: '这份报告写给父母。孩子的星盘像一张说明书的草稿：它提示孩子天生的节奏、情绪需要和学习偏好，但孩子会在你们的陪伴中长成他自己。请把下面的文字当作观察孩子的线索，而不是给孩子贴上的标签。',
  love: '这份合盘报告把两张星盘放在一起阅读：先分别看两个人各自怎样去爱，再看两张星盘之间的相位与宫位叠加，最后看两人中点所组成的组合盘。相位没有好坏之分，和谐的地方是默契，紧张的地方是需要用心经营的功课。',
  marks:
    '马克思盘为一段关系中的每个人各起一张：它取本人星盘与两人组合盘的中点，描述“我”在这段关系里的体验。同一段关系，两个人的感受可以很不一样，这份报告把两边的体验并排摆出来，帮助你们理解彼此。',
};

export const TEMPLATE_CLOSING: Record<FramedTemplate, string> = {
  career:
    '事业是一条长路，星盘给出的是地形图，走哪条路、走多快，仍由你决定。不妨挑出报告里最打动你的一两条建议，在接下来的三个月里试着去做，再回头看看自己的变化。',
  study:
    '学习方式没有标准答案，适合自己的才是最好的。试着把报告中的一两条建议放进下一周的学习安排里，观察哪些方法让你更专注、更愉快，然后把它们留下来。',
  baby: '每个孩子都带着自己的节奏来到世界上。愿这份报告帮助你多一分理解、少一分焦虑；当孩子的表现和书中写的不一样时，请相信眼前这个真实的孩子，他才是最好的说明书。',
  love: '两个人的相处，靠的不是星盘里的分数，而是每天的理解与选择。愿你们把报告当作一次坦诚聊天的开场白：说说哪些段落让你们会心一笑，哪些段落值得一起多想一想。',
  marks:
    '关系中的两个人，站在各自的位置上看到不同的风景。读完彼此的体验之后，试着问对方一句“你在这段关系里最珍惜的是什么”，答案也许会让你们更靠近一些。',
};

/** How to read the factor lines of a natal report (after REPORT_INTRO). */
export const NATAL_HOW_TO_READ =
  '每一章的开头都列出了它读到的星盘因素，例如“太阳 双子座 第10宫”表示太阳位于双子座、落在第十宫；“金星 三分 木星（容许度 1.2°）”表示两颗行星之间形成三分相，离精确的角度只差1.2度。容许度越小，这组相位的力量越集中、越容易在生活中被你感觉到。同一章里，落在第一、第四、第七、第十宫这四个角宫的行星，以及太阳、月亮和命主星，会排在前面，因为它们在星盘中分量最重。';

/** Said once, in the opening section, when a birth time is unknown. */
export const NO_BIRTH_TIME_REPORT_NOTE =
  '由于没有提供准确的出生时间，无法计算上升星座、天顶与宫位，这份报告中与它们相关的章节已略过，其余部分只按行星所在的星座解读。补充出生时间后重新生成，可以得到更完整的内容。';

/** Marks charts need both birth times for their houses and Ascendant. */
export const MARKS_NO_TIME_NOTE =
  '马克思盘的宫位与上升需要两个人准确的出生时间，目前资料不全，这部分体验暂时无法解读；报告保留了两人组合盘与两张星盘之间的相位。';

export const TEASER_MORE =
  '这份速览只读了星盘中最显眼的几处。完整的本命星盘报告会逐一解读十颗行星所在的星座与宫位、命主星、天顶与事业方向、全部主要相位、元素与模式的格局，以及月交点、凯龙星等人生课题，篇幅约一万五千字，可以下载保存。';

/** When two people share a placement, the second reads a pointer instead of the same paragraph again. */
export const sameAsAbove = (who: string, what: string, first: string): string =>
  `${who}的${what}与${first}相同，这一点的解读请参看上文${first}的部分，同样的配置放在${who}的星盘里，也会因其他行星的配合而呈现出属于${who}的色彩。`;
