import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { REPORT_CATALOG, type ReportCatalogKey } from '@xingtu/readings/data/report/catalog';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { sanitizeDescription } from '../../modules/commerce/index.ts';

// The demo shop: one or more products of every kind the site sells (courses are the course area's own
// products, seeded with their lessons in seed/courses.ts). Keyed by slug, so re-running
// inserts only what is missing and never touches stock that orders have already moved. Only goods are
// on sale until the areas that deliver the other kinds (reports, courses, e-books …) register with
// commerce; their demo products are here already and appear in the shop when their area does.

type SeedProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A report product's page text from the catalogue copy (packages/readings data/report/catalog.ts). */
function reportDescription(key: ReportCatalogKey): string {
  const copy = REPORT_CATALOG[key];
  return [
    `<h2>适合谁</h2><p>${escapeHtml(copy.forWhom)}</p>`,
    `<h2>报告读什么</h2><ul>${copy.covers.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<h2>怎样使用</h2><p>${escapeHtml(copy.howItWorks)}</p>`,
    `<h2>常见问题</h2>${copy.faq.map((f) => `<h3>${escapeHtml(f.q)}</h3><p>${escapeHtml(f.a)}</p>`).join('')}`,
  ].join('');
}

const DEMO_PRODUCTS: SeedProduct[] = [
  {
    slug: 'report-career',
    type: PRODUCT_TYPE.REPORT,
    title: '职业发展深度报告',
    cover: null,
    summary: REPORT_CATALOG.career.tagline,
    description: reportDescription('career'),
    priceFen: 12800,
    listPriceFen: 19800,
    validityDays: null,
    targetKind: 'report-template',
    targetId: '1005',
    sort: 80,
  },
  {
    slug: 'report-natal',
    type: PRODUCT_TYPE.REPORT,
    title: REPORT_CATALOG.natal.title,
    cover: null,
    summary: REPORT_CATALOG.natal.tagline,
    description: reportDescription('natal'),
    priceFen: 6900,
    listPriceFen: 9900,
    validityDays: null,
    targetKind: 'report-template',
    targetId: '1101',
    sort: 85,
  },
  {
    slug: 'report-study',
    type: PRODUCT_TYPE.REPORT,
    title: REPORT_CATALOG.study.title,
    cover: null,
    summary: REPORT_CATALOG.study.tagline,
    description: reportDescription('study'),
    priceFen: 8800,
    listPriceFen: 12800,
    validityDays: null,
    targetKind: 'report-template',
    targetId: '1003',
    sort: 78,
  },
  {
    slug: 'report-love',
    type: PRODUCT_TYPE.REPORT,
    title: REPORT_CATALOG.love.title,
    cover: null,
    summary: REPORT_CATALOG.love.tagline,
    description: reportDescription('love'),
    priceFen: 15800,
    listPriceFen: 19900,
    validityDays: null,
    targetKind: 'report-template',
    targetId: '1102',
    sort: 77,
  },
  {
    slug: 'report-marks',
    type: PRODUCT_TYPE.REPORT,
    title: REPORT_CATALOG.marks.title,
    cover: null,
    summary: REPORT_CATALOG.marks.tagline,
    description: reportDescription('marks'),
    priceFen: 19900,
    listPriceFen: 25800,
    validityDays: null,
    targetKind: 'report-template',
    targetId: '1007',
    sort: 76,
  },
  {
    slug: 'report-baby',
    type: PRODUCT_TYPE.REPORT,
    title: '宝宝成长星盘报告',
    cover: null,
    summary: REPORT_CATALOG.baby.tagline,
    description: reportDescription('baby'),
    priceFen: 9900,
    listPriceFen: 12800,
    targetKind: 'report-template',
    targetId: '1002',
    sort: 75,
  },
  {
    slug: 'report-calendar',
    type: PRODUCT_TYPE.REPORT,
    title: '个人星象日历',
    cover: '/covers/calendar-report.svg',
    summary: '按你的出生星盘逐日计算行运、月相与月亮空亡，给每一天打分并说明理由，可选 1 至 12 个月。',
    description:
      '<h2>适合谁</h2><p>想提前安排面试、签约、出行、约会等重要日子，或想了解未来几个月节奏起伏的朋友。</p>' +
      '<h2>日历里有什么</h2><ul><li>每个月的日历格：每天的评分、星级与主要理由</li>' +
      '<li>每一天：行运与本命星盘形成相位的精确时间（北京时间）</li>' +
      '<li>月相与月亮所在星座、月亮空亡的起止时间、行星停滞与换座</li>' +
      '<li>按你选择的关注方向（事业、感情、财务等）标出相关的日子</li></ul>' +
      '<h2>怎样使用</h2><p>付款后分三步填写：选择档案或填写出生资料，选择开始月份与月数，勾选关注方向。提交后即可按月、按日查看。</p>' +
      '<h2>常见问题</h2><h3>出生时间不确定可以吗？</h3><p>可以。没有出生时间时不计算宫位与上升、天顶的行运，其余内容照常提供。</p>' +
      '<h3>提交后还能修改吗？</h3><p>资料提交后会锁定，请在提交前仔细核对出生日期、时间与地点。</p>',
    priceFen: 5900,
    listPriceFen: 8800,
    validityDays: null,
    targetKind: 'report-template',
    targetId: '1201',
    sort: 74,
  },
  {
    slug: 'ebook-moon-signs',
    type: PRODUCT_TYPE.EBOOK,
    title: '《月亮星座：你内心真正的需要》',
    cover: '/api/ebooks/moon-signs/cover',
    summary: '星图编辑部原创电子书，共 6 章，在线阅读，书签、划线与阅读进度多端同步。',
    description: '<p>月亮代表我们的情绪与安全感来源。本书逐一讲解十二个月亮星座，并附自我觉察练习。</p>',
    priceFen: 2990,
    listPriceFen: 4900,
    validityDays: null,
    targetKind: 'ebook',
    targetId: 'moon-signs',
    sort: 70,
  },
  {
    slug: 'ebook-house-primer',
    type: PRODUCT_TYPE.EBOOK,
    title: '《十二宫速读手册》',
    cover: '/api/ebooks/house-primer/cover',
    summary: '星图编辑部原创电子书，共 4 章：十二宫、宫主星与空宫，一本随手可查的小书。',
    description:
      '<p>宫位说明事情发生在生活的哪个领域。本手册讲清十二宫的含义、宫主星的找法与空宫的读法。</p>',
    priceFen: 1990,
    listPriceFen: 2990,
    validityDays: null,
    targetKind: 'ebook',
    targetId: 'house-primer',
    sort: 69,
  },
  {
    slug: 'ebook-retrograde-guide',
    type: PRODUCT_TYPE.EBOOK,
    title: '《逆行不可怕：行星逆行生活指南》',
    cover: '/api/ebooks/retrograde-guide/cover',
    summary: '星图编辑部原创电子书，共 4 章：逆行的天文原理、水星逆行生活建议与本命逆行星。',
    description: '<p>逆行更像一段适合回顾与修整的时间。本书从天文现象讲起，给出逆行期间实用的生活建议。</p>',
    priceFen: 1590,
    listPriceFen: 2590,
    validityDays: null,
    targetKind: 'ebook',
    targetId: 'retrograde-guide',
    sort: 68,
  },
  {
    slug: 'ecard-birthday',
    type: PRODUCT_TYPE.ECARD,
    title: '生日礼品卡 · 9.9元',
    cover: null,
    summary: '生日小心意：把兑换码发给朋友，兑换后 9.9 元存入对方的星图钱包。',
    description:
      '<p>付款后获得一个兑换码，可转发给朋友。对方登录后在“会员卡与礼品卡”页面兑换，9.9 元即存入钱包，可用于报告、课程与咨询。每个兑换码只能使用一次。</p>',
    priceFen: 990,
    listPriceFen: 990,
    validityDays: 30,
    targetKind: 'ecard',
    targetId: 'wallet-990',
    sort: 60,
  },
  {
    slug: 'ai-qa-30',
    type: PRODUCT_TYPE.AI_CHAT_PACKAGE,
    title: 'AI 占星问答 30 次套餐',
    cover: null,
    summary: '基于你的星盘回答情感、事业、学业问题，30 天内可用 30 次。',
    description: '<p>每次提问消耗 1 次额度，未用完的次数在有效期结束后失效。</p>',
    priceFen: 4900,
    listPriceFen: 6900,
    validityDays: 30,
    targetKind: 'ai-package',
    targetId: 'qa-30',
    sort: 55,
  },
  {
    slug: 'goods-chart-notebook',
    type: PRODUCT_TYPE.GOODS,
    title: '星盘笔记本（烫金布面）',
    cover: null,
    summary: 'A5 尺寸，内页印有空白星盘与行星符号速查表，适合手绘星盘与记录行运。',
    description: '<p>160 页 100g 道林纸，布面烫金封面，附书签带。全国包邮，下单后 48 小时内发货。</p>',
    priceFen: 6800,
    listPriceFen: 8800,
    stock: 200,
    purchaseLimit: 5,
    targetKind: 'goods',
    targetId: 'chart-notebook',
    sort: 40,
  },
  {
    slug: 'goods-tarot-deck',
    type: PRODUCT_TYPE.GOODS,
    title: '星图原创塔罗牌（78 张）',
    cover: null,
    summary: '原创插画大阿卡纳与小阿卡纳，附中文牌义手册与收纳盒。',
    description: '<p>卡牌 70×120 mm，哑光覆膜，耐洗牌。赠送中文牌义手册一本。</p>',
    priceFen: 15800,
    listPriceFen: 19800,
    stock: 80,
    purchaseLimit: 3,
    targetKind: 'goods',
    targetId: 'tarot-deck',
    sort: 35,
  },
  {
    slug: 'goods-zodiac-bookmark-limited',
    type: PRODUCT_TYPE.GOODS,
    title: '十二星座金属书签（限量款）',
    cover: null,
    summary: '黄铜蚀刻工艺，每人限购 1 套，售完即止。',
    description: '<p>一套 12 枚，附丝绒收纳袋。限量发售，不再补货。</p>',
    priceFen: 9900,
    listPriceFen: 12900,
    stock: 30,
    purchaseLimit: 1,
    targetKind: 'goods',
    targetId: 'zodiac-bookmark',
    sort: 30,
  },
  {
    slug: 'goods-zodiac-candle',
    type: PRODUCT_TYPE.GOODS,
    title: '十二星座香薰蜡烛',
    cover: null,
    summary: '按元素调香：火象柑橘、土象雪松、风象薄荷、水象白茶，下单时在备注写上星座。',
    description:
      '<p>大豆蜡手工灌制，约 180 g，燃烧时间约 40 小时。杯身印有对应星座的星图，可作笔筒再用。</p>',
    priceFen: 8800,
    listPriceFen: 10800,
    stock: 120,
    purchaseLimit: 6,
    targetKind: 'goods',
    targetId: 'zodiac-candle',
    sort: 25,
  },
  {
    slug: 'goods-ephemeris-calendar-2027',
    type: PRODUCT_TYPE.GOODS,
    title: '2027 星象台历',
    cover: null,
    summary: '每月一页星空：新月满月、行星换座与逆行时段一目了然，附北京时间。',
    description:
      '<p>13 张月历页，210×150 mm，可立可挂。每页附当月主要星象的简短说明，适合放在书桌上随手查看。</p>',
    priceFen: 4900,
    listPriceFen: 5900,
    stock: 300,
    purchaseLimit: 10,
    targetKind: 'goods',
    targetId: 'ephemeris-calendar-2027',
    sort: 20,
  },
  {
    slug: 'btf-expert-check',
    type: PRODUCT_TYPE.BTCA,
    title: '生时校正 · 占星师人工校对',
    cover: null,
    summary: '在自动校正的基础上，由占星师逐一核对你的人生大事，给出建议采用的出生时间与理由。',
    description:
      '<h2>服务内容</h2><p>占星师会查看你最近一次生时校正填写的出生资料与人生大事，结合行运、太阳弧与次限推运逐一核对候选时间，写出建议采用的出生时间、上升与天顶星座以及判断理由。</p><h2>怎样使用</h2><ul><li>先在生时校正页面填写至少三件有日期的人生大事并完成自动校正</li><li>购买后任务自动派给占星师，一般在 3 个工作日内给出结论</li><li>结论显示在生时校正页面的「人工校对」一栏</li></ul><p>事件越多、日期越准确，校对越可靠。</p>',
    priceFen: 19900,
    listPriceFen: 29900,
    validityDays: null,
    targetKind: 'btf-check',
    targetId: 'expert',
    sort: 15,
  },
];

export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((product) => ({
        ...product,
        description: sanitizeDescription(product.description ?? ''),
      })),
    )
    .onConflictDoNothing({ target: products.slug });
}
