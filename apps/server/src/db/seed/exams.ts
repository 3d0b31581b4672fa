import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { ExamChartSource, ExamQuestionKind } from '@xingtu/contracts/exams';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { examQuestions, exams } from '../schema/exams.ts';
import { sanitizeDescription } from '../../modules/commerce/index.ts';

// Demo exams (the foundation exam, which belongs to the natal-basics course and requires it once the
// courses are seeded, and the ISAR certification mock exam, which requires the ISAR certification sign-up), the ISAR membership cards, a gift card and the sign-up itself. Original
// questions; the three chart-reading answers were read off the charts the engine draws for these
// births (Placidus). Idempotent: keyed by slug and question key.

export interface BankQuestion {
  key: string;
  kind: ExamQuestionKind;
  stem: string;
  options: string[];
  answer: number[];
  explanation: string;
  chart?: ExamChartSource;
}

export const FOUNDATION_EXAM_SLUG = 'astro-foundation';
export const ISAR_EXAM_SLUG = 'isar-mock';
/** The seeded course product the foundation exam requires (seed/courses.ts names it `course-<slug>`). */
export const FOUNDATION_COURSE_PRODUCT_SLUG = 'course-natal-basics';

export const EXAM_BANK: BankQuestion[] = [
  {
    key: 'fire-signs',
    kind: 'single',
    stem: '黄道十二星座中，全部属于火象星座的一组是？',
    options: [
      '白羊座、狮子座、射手座',
      '金牛座、处女座、摩羯座',
      '双子座、天秤座、水瓶座',
      '巨蟹座、天蝎座、双鱼座',
    ],
    answer: [0],
    explanation: '火象星座是白羊、狮子、射手，象征热情与行动力；其余三组分别是土象、风象和水象。',
  },
  {
    key: 'seventh-house',
    kind: 'single',
    stem: '第七宫在传统上主要与哪一类人生主题相关？',
    options: ['金钱与个人资源', '伴侣、婚姻与合作关系', '家庭与内心根基', '事业与社会名望'],
    answer: [1],
    explanation: '第七宫位于上升点的对面，代表“他人”：伴侣、婚姻、合伙人以及公开的对手。',
  },
  {
    key: 'square',
    kind: 'single',
    stem: '两颗行星在黄道上相距约 90° 时，形成的是哪一种相位？',
    options: ['三分相', '六分相', '四分相', '对分相'],
    answer: [2],
    explanation: '四分相为 90°，三分相 120°，六分相 60°，对分相 180°。',
  },
  {
    key: 'capricorn-ruler',
    kind: 'single',
    stem: '摩羯座的守护星是哪一颗？',
    options: ['火星', '木星', '金星', '土星'],
    answer: [3],
    explanation: '无论传统还是现代体系，摩羯座都由土星守护，象征结构、责任与时间的考验。',
  },
  {
    key: 'ascendant',
    kind: 'single',
    stem: '上升点（ASC）指的是什么？',
    options: [
      '出生时刻东方地平线与黄道的交点',
      '出生时刻太阳所在的黄道位置',
      '子午线与黄道在南方的交点',
      '月亮轨道与黄道的升交点',
    ],
    answer: [0],
    explanation: '上升点是出生那一刻正从东方地平线升起的黄道度数，也是第一宫的起点；第三项说的是天顶。',
  },
  {
    key: 'retrograde',
    kind: 'single',
    stem: '从地球上看，行星在星空背景中似乎向后移动的现象叫做？',
    options: ['逆行', '入相位', '停滞', '出界'],
    answer: [0],
    explanation:
      '逆行是地球与行星相对运动造成的视觉现象，行星本身并没有倒着走；停滞是顺逆转换前后的短暂“停步”。',
  },
  {
    key: 'saturn-return',
    kind: 'single',
    stem: '第一次土星回归大约出现在人生的哪个年龄段？',
    options: ['约 12 岁', '约 19 岁', '约 29 岁', '约 42 岁'],
    answer: [2],
    explanation: '土星绕太阳一周约 29.5 年，所以第一次回到本命位置在 29 岁前后，常被视为走向成熟的关口。',
  },
  {
    key: 'earth-element',
    kind: 'single',
    stem: '在火、土、风、水四元素中，哪一个最贴近“稳定、务实、重视感官体验”？',
    options: ['火', '土', '风', '水'],
    answer: [1],
    explanation: '土元素重视具体成果与身体感受；火重行动，风重思考与交流，水重情感。',
  },
  {
    key: 'tenth-cusp',
    kind: 'single',
    stem: '在普拉西度斯等象限宫位制中，第十宫的宫头与哪个轴点重合？',
    options: ['上升点', '下降点', '天底', '天顶'],
    answer: [3],
    explanation: '象限宫位制以四轴点为第一、四、七、十宫的宫头，第十宫始于天顶（MC）。',
  },
  {
    key: 'trine',
    kind: 'single',
    stem: '三分相（120°）在传统解读中一般被看作什么样的相位？',
    options: [
      '紧张、需要调整的相位',
      '和谐、能量流动顺畅的相位',
      '几乎没有作用的相位',
      '只在合盘中才使用的相位',
    ],
    answer: [1],
    explanation: '三分相连接同元素的星座，能量互相支持，通常被视为和谐相位；但过于顺畅也可能让人缺少动力。',
  },
  {
    key: 'mutable-signs',
    kind: 'multiple',
    stem: '下列哪些星座属于变动星座？（多选）',
    options: ['双子座', '处女座', '狮子座', '射手座', '金牛座'],
    answer: [0, 1, 3],
    explanation:
      '变动星座是双子、处女、射手、双鱼，位于每个季节的末尾，善于适应与转换；狮子、金牛是固定星座。',
  },
  {
    key: 'personal-planets',
    kind: 'multiple',
    stem: '下列哪些属于个人行星（日、月与内行星）？（多选）',
    options: ['太阳', '水星', '金星', '木星', '海王星'],
    answer: [0, 1, 2],
    explanation:
      '个人行星包括太阳、月亮、水星、金星和火星，运行较快，描述个人性格；木星、土星是社会行星，海王星是世代行星。',
  },
  {
    key: 'birth-data',
    kind: 'multiple',
    stem: '绘制一张准确的本命盘，需要哪些出生资料？（多选）',
    options: ['出生日期', '出生时间', '出生地点', '血型', '身高'],
    answer: [0, 1, 2],
    explanation: '日期决定行星位置，时间与地点决定上升点和宫位；血型与身高与星盘无关。',
  },
  {
    key: 'angular-houses',
    kind: 'multiple',
    stem: '下列哪些宫位属于角宫（始宫）？（多选）',
    options: ['第一宫', '第四宫', '第六宫', '第七宫', '第十宫'],
    answer: [0, 1, 3, 4],
    explanation: '角宫是第一、四、七、十宫，紧邻四个轴点，被认为力量最强、最容易外显。',
  },
  {
    key: 'ptolemaic',
    kind: 'multiple',
    stem: '下列哪些属于托勒密提出的主要相位？（多选）',
    options: ['合相', '六分相', '半六分相', '四分相', '梅花相'],
    answer: [0, 1, 3],
    explanation: '主要相位为合相、六分相、四分相、三分相与对分相；半六分相与梅花相（150°）属于次要相位。',
  },
  {
    key: 'chart-sun-conjunction',
    kind: 'chart',
    stem: '请观察这张星盘：太阳与哪颗行星形成容许度不到 1° 的紧密合相？',
    options: ['木星', '金星', '水星', '土星'],
    answer: [0],
    explanation:
      '太阳与木星同在巨蟹座 22°附近，容许度约 0.2°，是非常紧密的合相；土星在对面的摩羯座，与太阳形成对分相。',
    chart: {
      label: '练习盘甲',
      date: '1990-07-15',
      time: '08:30',
      timeZone: 'Asia/Shanghai',
      latitude: 39.9042,
      longitude: 116.4074,
      placeName: '北京',
    },
  },
  {
    key: 'chart-moon-house',
    kind: 'chart',
    stem: '请观察这张星盘：月亮落在第几宫？',
    options: ['第一宫', '第三宫', '第五宫', '第九宫'],
    answer: [1],
    explanation:
      '月亮位于天秤座 6°左右，处在第三宫宫头与第四宫宫头之间，因此落在第三宫，常与沟通、学习和近距离往来相关。',
    chart: {
      label: '练习盘乙',
      date: '1988-12-03',
      time: '21:10',
      timeZone: 'Asia/Shanghai',
      latitude: 31.2304,
      longitude: 121.4737,
      placeName: '上海',
    },
  },
  {
    key: 'chart-ascendant',
    kind: 'chart',
    stem: '请观察这张星盘：上升星座是哪一个？',
    options: ['白羊座', '巨蟹座', '狮子座', '处女座'],
    answer: [2],
    explanation: '盘面左侧的上升点（ASC）落在狮子座 28°附近，虽然接近处女座，但仍属于狮子座上升。',
    chart: {
      label: '练习盘丙',
      date: '1995-04-20',
      time: '14:45',
      timeZone: 'Asia/Shanghai',
      latitude: 30.5728,
      longitude: 104.0668,
      placeName: '成都',
    },
  },
];

type SeedProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const EXAM_PRODUCTS: SeedProduct[] = [
  {
    slug: 'isar-card-12',
    type: PRODUCT_TYPE.ECARD,
    title: 'ISAR会员卡 · 12个月',
    summary: '一年 ISAR 会员资格：会员专区、国际讲座回放与认证考试优惠。可自用，也可把兑换码送给同学。',
    description:
      '<h2>会员权益</h2><ul><li>ISAR 会员专区与学习资料</li><li>国际讲座与研讨会回放</li><li>认证考试报名优惠</li></ul><h2>使用方式</h2><p>付款后在“电子卡”页面查看兑换码，登录后输入兑换码即可开通或续期，续期从当前到期时间顺延。</p>',
    priceFen: 68000,
    listPriceFen: 88000,
    targetKind: 'ecard',
    targetId: 'isar-12',
    sort: 58,
  },
  {
    slug: 'isar-card-3',
    type: PRODUCT_TYPE.ECARD,
    title: 'ISAR会员卡 · 3个月',
    summary: '三个月 ISAR 会员资格，适合先体验会员专区的同学。',
    description: '<p>付款后获得兑换码，登录后兑换即可开通或续期三个月会员。</p>',
    priceFen: 19800,
    listPriceFen: 25800,
    targetKind: 'ecard',
    targetId: 'isar-3',
    sort: 57,
  },
  {
    slug: 'gift-card-100',
    type: PRODUCT_TYPE.ECARD,
    title: '星图礼品卡 · 100元',
    summary: '送给喜欢占星的朋友：兑换后 100 元进入对方的星图钱包，可购买课程、报告与咨询。',
    description:
      '<p>付款后获得兑换码，转发给朋友；对方登录后兑换，100 元即存入钱包。每个兑换码只能使用一次。</p>',
    priceFen: 10000,
    listPriceFen: 10000,
    targetKind: 'ecard',
    targetId: 'wallet-100',
    sort: 56,
  },
  {
    slug: 'isar-certification',
    type: PRODUCT_TYPE.AUTHENTICATION,
    title: 'ISAR认证考试报名',
    summary: '报名后可参加 ISAR 认证模拟考试，通过即获得电子证书，可在线查验。',
    description:
      '<h2>报名须知</h2><p>报名后即可在“认证考试”中开始作答，考试限时进行，中途离开计时不会停止。通过后证书立即发放，可下载 PDF 并凭编号在线验证。</p>',
    priceFen: 128000,
    listPriceFen: 158000,
    targetKind: 'exam',
    targetId: ISAR_EXAM_SLUG,
    sort: 55,
  },
];

export async function seedDemoExams(db: Db): Promise<void> {
  await db
    .insert(products)
    .values(EXAM_PRODUCTS.map((p) => ({ ...p, description: sanitizeDescription(p.description ?? '') })))
    .onConflictDoNothing({ target: products.slug });
  // The birthday card was a greeting card nothing drew; it is a small gift card now (wallet credit).
  await db
    .update(products)
    .set({
      title: '生日礼品卡 · 9.9元',
      summary: '生日小心意：把兑换码发给朋友，兑换后 9.9 元存入对方的星图钱包。',
      listPriceFen: 990,
      targetId: 'wallet-990',
    })
    .where(and(eq(products.slug, 'ecard-birthday'), eq(products.targetId, 'birthday')));
  const [certification] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'isar-certification'));

  await db
    .insert(exams)
    .values([
      {
        slug: FOUNDATION_EXAM_SLUG,
        title: '现代占星基础结业考试',
        summary: '覆盖星座、宫位、行星与相位的基础知识，并有三道看盘题。限时作答，及格即获电子结业证书。',
        certificateTitle: '现代占星基础',
        durationMinutes: 30,
        passScore: 60,
        drawCount: null,
        requiredProductId: null,
        sort: 10,
      },
      {
        slug: ISAR_EXAM_SLUG,
        title: 'ISAR认证模拟考试',
        summary: '按 ISAR 认证的考查范围出题，每次从题库随机抽取 15 道，80 分及格。需先报名。',
        certificateTitle: 'ISAR认证 · 占星基础能力',
        durationMinutes: 20,
        passScore: 80,
        drawCount: 15,
        requiredProductId: certification?.id ?? null,
        sort: 20,
      },
    ])
    .onConflictDoNothing({ target: exams.slug });
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .where(inArray(exams.slug, [FOUNDATION_EXAM_SLUG, ISAR_EXAM_SLUG]));
  for (const exam of rows)
    await db
      .insert(examQuestions)
      .values(EXAM_BANK.map((q) => ({ ...q, chart: q.chart ?? null, examId: exam.id })))
      .onConflictDoNothing({ target: [examQuestions.examId, examQuestions.key] });
}

/**
 * The foundation exam belongs to the natal-basics course: sitting it requires the course product. Runs
 * after both are seeded; an exam an operator already linked to a product keeps that link.
 */
export async function linkFoundationExamToCourse(db: Db): Promise<void> {
  const [course] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, FOUNDATION_COURSE_PRODUCT_SLUG));
  if (!course) return;
  await db
    .update(exams)
    .set({ requiredProductId: course.id })
    .where(and(eq(exams.slug, FOUNDATION_EXAM_SLUG), isNull(exams.requiredProductId)));
}
