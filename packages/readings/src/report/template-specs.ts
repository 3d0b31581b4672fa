// The report templates as data (issue #15 §1): each template's title, input form, SPEC §3 template id (baby 1002,
// study 1003, career 1005, Marks 1007; natal, love and the free teaser have ids of our own), version, and its
// sections in reading order with the length each may take (字, punctuation included, tables not counted).
// A section is filled by its composer in ./templates; the bounds are checked by compose.test.ts on reference charts.

export type ReportTemplateKey = 'natal' | 'career' | 'study' | 'baby' | 'love' | 'marks' | 'teaser';

/** one person; two people (A first: the buyer's side); a child with up to two parents. */
export type ReportForm = 'one' | 'two' | 'child';

export interface ReportSectionSpec {
  key: string;
  title: string;
  minChars: number;
  maxChars: number;
}

export interface ReportTemplateSpec {
  key: ReportTemplateKey;
  title: string;
  subtitle: string;
  form: ReportForm;
  templateId: string;
  version: number;
  sections: readonly ReportSectionSpec[];
}

const s = (key: string, title: string, minChars: number, maxChars: number): ReportSectionSpec => ({
  key,
  title,
  minChars,
  maxChars,
});

const NATAL: ReportTemplateSpec = {
  key: 'natal',
  title: '本命星盘报告',
  subtitle: '从出生星盘读懂你的性格、天赋与成长方向',
  form: 'one',
  templateId: '1101',
  version: 1,
  sections: [
    s('overview', '星盘总览', 450, 1000),
    s('big-three', '核心三要素：太阳、月亮与上升', 440, 2400),
    s('chart-ruler', '命主星：人生的方向盘', 150, 700),
    s('personal', '个人行星：思考、爱与行动', 660, 2100),
    s('social', '社会行星：成长与责任', 440, 1400),
    s('outer', '世代行星：时代在你身上的印记', 660, 2100),
    s('mc', '天顶：事业与社会角色', 250, 400),
    s('angle-aspects', '行星与上升、天顶', 120, 1400),
    s('aspects', '主要相位：内在力量的对话', 150, 4600),
    s('balance', '星盘格局：元素、模式与半球', 150, 1500),
    s('dignities', '本质尊贵：行星的主场与客场', 60, 700),
    s('house-rulers', '宫主星：生活领域之间的联结', 600, 1900),
    s('points', '月交点、凯龙星、莉莉丝、福点与宿命点', 60, 1300),
    s('closing', '结语', 300, 500),
  ],
};

const CAREER: ReportTemplateSpec = {
  key: 'career',
  title: '事业发展报告',
  subtitle: '天顶、第十宫与土星木星：你的职业方向与成长节奏',
  form: 'one',
  templateId: '1005',
  version: 1,
  sections: [
    s('overview', '报告说明', 60, 400),
    s('career-sun', '太阳：让你发光的事业', 150, 700),
    s('career-mc', '天顶：职业方向与社会形象', 150, 700),
    s('career-tenth', '第十宫：事业的舞台', 60, 1500),
    s('career-saturn', '土星：长期经营的功课', 150, 700),
    s('career-jupiter', '木星：机会与贵人', 150, 700),
    s('career-money', '第二宫：金钱与资源', 150, 500),
    s('career-work', '第六宫：日常工作的节奏', 150, 500),
    s('career-aspects', '事业相关的相位', 120, 1400),
    s('closing', '写在最后', 60, 400),
  ],
};

const STUDY: ReportTemplateSpec = {
  key: 'study',
  title: '学业发展报告',
  subtitle: '水星、第三宫与第九宫：怎样学得进、学得好',
  form: 'one',
  templateId: '1003',
  version: 1,
  sections: [
    s('overview', '报告说明', 60, 400),
    s('study-mercury', '水星：思考与学习方式', 150, 650),
    s('study-moon', '月亮：最能学进去的状态', 150, 350),
    s('study-third', '第三宫：基础学习', 150, 350),
    s('study-ninth', '第九宫：高等学习与世界观', 150, 350),
    s('study-jupiter', '木星：求知的成长方向', 150, 350),
    s('study-aspects', '与水星相关的相位', 120, 1200),
    s('closing', '写在最后', 60, 400),
  ],
};

const BABY: ReportTemplateSpec = {
  key: 'baby',
  title: '亲子成长报告',
  subtitle: '读懂孩子的天性，找到适合他的陪伴方式',
  form: 'child',
  templateId: '1002',
  version: 1,
  sections: [
    s('overview', '报告说明', 60, 400),
    s('child-sun', '太阳：孩子的生命力', 150, 350),
    s('child-moon', '月亮：情绪与安全感', 150, 350),
    s('child-asc', '上升：走进新环境的方式', 150, 350),
    s('child-mercury', '水星：说话、提问与学习', 150, 350),
    s('child-venus', '金星：友谊与喜好', 150, 350),
    s('child-mars', '火星：精力与怒气', 150, 350),
    s('child-balance', '元素与节奏：孩子的整体气质', 120, 1200),
    s('parents', '父母与孩子：情绪节奏的相遇', 60, 700),
    s('closing', '写在最后', 60, 400),
  ],
};

const LOVE: ReportTemplateSpec = {
  key: 'love',
  title: '爱情合盘报告',
  subtitle: '两张星盘的相遇：吸引、磨合与这段关系本身的样子',
  form: 'two',
  templateId: '1102',
  version: 1,
  sections: [
    s('overview', '报告说明', 60, 400),
    s('a-love', '第一位：怎样去爱', 150, 1600),
    s('b-love', '第二位：怎样去爱', 60, 1600),
    s('synastry', '比较盘相位：你们之间的吸引与磨合', 150, 2800),
    s('overlays', '宫位叠加：走进彼此的生活', 60, 1300),
    s('composite', '组合盘：这段关系本身', 30, 300),
    s('closing', '写在最后', 60, 400),
  ],
};

const MARKS: ReportTemplateSpec = {
  key: 'marks',
  title: '马克思盘关系报告',
  subtitle: '同一段关系，两个人各自的体验',
  form: 'two',
  templateId: '1007',
  version: 1,
  sections: [
    s('overview', '报告说明', 60, 500),
    s('marks-a', '第一位在这段关系里的体验', 150, 1500),
    s('marks-b', '第二位在这段关系里的体验', 60, 1500),
    s('marks-bond', '组合盘：你们共同的底色', 30, 300),
    s('marks-aspects', '两张星盘之间的主要相位', 150, 1800),
    s('closing', '写在最后', 60, 400),
  ],
};

const TEASER: ReportTemplateSpec = {
  key: 'teaser',
  title: '星盘速览',
  subtitle: '三分钟认识你的太阳、月亮与上升',
  form: 'one',
  templateId: '1100',
  version: 1,
  sections: [
    s('core', '你的核心三要素', 60, 400),
    s('highlight', '星盘里最紧密的一组相位', 30, 100),
    s('more', '完整报告还会告诉你', 60, 300),
  ],
};

export const REPORT_TEMPLATE_SPECS: Record<ReportTemplateKey, ReportTemplateSpec> = {
  natal: NATAL,
  career: CAREER,
  study: STUDY,
  baby: BABY,
  love: LOVE,
  marks: MARKS,
  teaser: TEASER,
};
