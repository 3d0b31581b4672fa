// The learning path (/learning/path): three stages from a first chart to professional practice, each a list of
// steps that open a page of the hub, a free lesson series, a tool, or the paid course catalogue.

export interface PathStep {
  title: string;
  text: string;
  href: string;
  kind: '免费课' | '工具' | '知识' | '排盘' | '系统课程';
}

export interface PathStage {
  key: 'beginner' | 'intermediate' | 'professional';
  title: string;
  goal: string;
  steps: readonly PathStep[];
}

export const LEARNING_PATH: readonly PathStage[] = [
  {
    key: 'beginner',
    title: '第一阶段 · 入门：看懂自己的星盘',
    goal: '能说出自己的太阳、月亮、上升在哪个星座，知道行星、星座、宫位各回答什么问题。',
    steps: [
      {
        title: '备好出生资料',
        text: '先弄清出生时间从哪里来、可靠到什么程度。',
        href: '/learning/birthInfo',
        kind: '知识',
      },
      {
        title: '排出自己的本命盘',
        text: '免费排盘，保存到自己的档案。',
        href: '/learning/myChart',
        kind: '排盘',
      },
      {
        title: '学完《第一张星盘》',
        text: '四节短课，讲清星盘的三层结构。',
        href: '/learning/courseHome/firstChart',
        kind: '免费课',
      },
      {
        title: '认识十颗行星',
        text: '每颗行星代表的动力和运行节奏。',
        href: '/learning/planets',
        kind: '知识',
      },
      { title: '认识十二宫', text: '四个轴点和十二个生活场景。', href: '/learning/house', kind: '知识' },
    ],
  },
  {
    key: 'intermediate',
    title: '第二阶段 · 进阶：读出关系与时间',
    goal: '能读懂相位，看懂星象日历上的逆行、换座与月相，并把它们对照到自己的星盘上。',
    steps: [
      {
        title: '学完《相位：行星之间的对话》',
        text: '角度、容许度、入相出相与相位图形。',
        href: '/learning/courseHome/aspects',
        kind: '免费课',
      },
      {
        title: '动手算相位',
        text: '输入两个位置，验证自己的判断。',
        href: '/learning/tools/aspect',
        kind: '工具',
      },
      {
        title: '学完《流动的天空》',
        text: '逆行、月相、换座停滞与真太阳时。',
        href: '/learning/courseHome/movingSky',
        kind: '免费课',
      },
      {
        title: '查一颗行星的年表',
        text: '把今年的换座与逆行对照自己的宫位。',
        href: '/learning/tools/ingress',
        kind: '工具',
      },
      { title: '把词典当工具书', text: '遇到生词随手查，附英文原名。', href: '/learning/dict', kind: '知识' },
    ],
  },
  {
    key: 'professional',
    title: '第三阶段 · 专业：技法与实践',
    goal: '理解宫位制的差异，掌握推运与古典技法，在系统课程中完成作业与考试，走向认证。',
    steps: [
      {
        title: '比较宫位制',
        text: '同一张盘在八种宫位制下的差别。',
        href: '/learning/tools/houses',
        kind: '工具',
      },
      {
        title: '练习推运与返照',
        text: '次限推运、太阳弧与太阳返照。',
        href: '/chart/progressions',
        kind: '排盘',
      },
      {
        title: '练习古典技法',
        text: '必然尊贵、小限法与法达星限。',
        href: '/chart/traditional',
        kind: '排盘',
      },
      {
        title: '报读系统课程',
        text: '由老师带领，配作业批改、考试与证书。',
        href: '/course',
        kind: '系统课程',
      },
    ],
  },
];
