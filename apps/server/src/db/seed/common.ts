import { inArray } from 'drizzle-orm';
import type { FooterConfig } from '@xingtu/contracts/shell';
import type { Db } from '../client.ts';
import { siteBanners, siteMenus, siteSettings } from '../schema/common.ts';

// Site chrome: the main navigation, home banners and the footer. Keyed, so re-running inserts only
// what is missing and never overwrites what an operator has changed.

interface SeedMenu {
  key: string;
  title: string;
  url: string;
  /** Position in the bar; each area has its slot, so adding an item is one line in this list. */
  sort: number;
  children?: { key: string; title: string; url: string }[];
}

// The main navigation names only pages that exist; an area adds its line when its pages land, in
// its slot: home 0, courses 10 (with e-books, exams and ISAR), learning hub 15, charts 20, reports 30,
// consultations 40, AI 50, fun tests 55, news 70, shop 80. (The server also drops any item whose page is missing: modules/common.)
export const SEED_MENUS: SeedMenu[] = [
  { key: 'home', title: '首页', url: '/', sort: 0 },
  {
    key: 'course',
    title: '课程',
    url: '/course',
    sort: 10,
    children: [
      { key: 'course-all', title: '全部课程', url: '/course' },
      { key: 'course-ebook', title: '电子书', url: '/ebook' },
      { key: 'course-exam', title: '考试与证书', url: '/course/exam' },
      { key: 'course-isar-cert', title: 'ISAR认证', url: '/isar?index=2' },
      { key: 'course-isar-member', title: 'ISAR会员', url: '/isar?index=1' },
    ],
  },
  {
    key: 'learning',
    title: '学习中心',
    url: '/learning',
    sort: 15,
    children: [
      { key: 'learning-home', title: '学习中心首页', url: '/learning' },
      { key: 'learning-path', title: '学习路径', url: '/learning/path' },
      { key: 'learning-course-home', title: '免费学堂', url: '/learning/courseHome' },
      { key: 'learning-planets', title: '十颗行星', url: '/learning/planets' },
      { key: 'learning-house', title: '十二宫', url: '/learning/house' },
      { key: 'learning-tools-sky', title: '此刻星空', url: '/learning/tools/sky' },
      { key: 'learning-tools-ingress', title: '换座与逆行表', url: '/learning/tools/ingress' },
      { key: 'learning-tools-moon', title: '月相月历', url: '/learning/tools/moon' },
      { key: 'learning-tools-solar-time', title: '真太阳时换算', url: '/learning/tools/solarTime' },
    ],
  },
  {
    key: 'chart',
    title: '星盘',
    url: '/chart',
    sort: 20,
    children: [
      { key: 'chart-natal', title: '本命盘', url: '/chart' },
      { key: 'chart-love', title: '合盘', url: '/chart/love' },
      { key: 'chart-career', title: '事业盘', url: '/chart/career' },
      { key: 'chart-kid', title: '儿童盘', url: '/chart/kid' },
      { key: 'chart-progressions', title: '推运盘', url: '/chart/progressions' },
      { key: 'chart-returns', title: '返照盘', url: '/chart/returns' },
      { key: 'chart-transit-timeline', title: '行运时间线', url: '/chart/transitTimeline' },
      { key: 'chart-traditional', title: '古典技法', url: '/chart/traditional' },
      { key: 'chart-calendar', title: '星象日历', url: '/calendar' },
      { key: 'chart-calendar-report', title: '个人星象日历', url: '/calendarReport/home' },
      { key: 'learning-birth-info', title: '出生资料须知', url: '/learning/birthInfo' },
      { key: 'learning-dict', title: '占星词典', url: '/learning/dict' },
    ],
  },
  {
    key: 'report',
    title: '星盘报告',
    url: '/report',
    sort: 30,
    children: [
      { key: 'report-catalogue', title: '全部报告', url: '/report' },
      { key: 'report-baby-element', title: '宝宝元素测试', url: '/babyReport/element/input' },
    ],
  },
  { key: 'consultant', title: '占星咨询', url: '/consultant', sort: 40 },
  {
    key: 'ai',
    title: 'AI 问答',
    url: '/aichat',
    sort: 50,
    children: [
      { key: 'ai-chart', title: 'AI 星盘问答', url: '/aichat' },
      { key: 'ai-career', title: 'AI 事业问答', url: '/aichat/career' },
      { key: 'ai-kimi', title: '长文星盘对话', url: '/kimiChat' },
      { key: 'ai-tarot', title: '塔罗占卜', url: '/tarotChat' },
      { key: 'ai-dice', title: 'AI 占星骰子', url: '/aiDice' },
    ],
  },
  {
    key: 'fun',
    title: '趣味测试',
    url: '/test',
    sort: 55,
    children: [
      { key: 'fun-all', title: '全部测试', url: '/test' },
      { key: 'fun-love', title: '恋爱契合度', url: '/qcLove/home' },
      { key: 'fun-elements', title: '四元素测试', url: '/fourElement/home' },
      { key: 'fun-theme-sign', title: '主题星座测试', url: '/funny/themeSign/home' },
      { key: 'fun-nvc', title: '非暴力沟通练习', url: '/funny/nvc' },
      { key: 'fun-sign-share', title: '星座名片', url: '/signShare/edit' },
      { key: 'fun-development-age', title: '发展年龄', url: '/developmentAge' },
      { key: 'fun-btf', title: '生时校正', url: '/btf' },
    ],
  },
  {
    key: 'news',
    title: '资讯',
    url: '/news',
    sort: 70,
    children: [
      { key: 'news-all', title: '星图资讯', url: '/news' },
      { key: 'news-teacher', title: '师资团队', url: '/teacher' },
      { key: 'news-about', title: '关于星图', url: '/contact/about' },
    ],
  },
  { key: 'shop', title: '商城', url: '/shop', sort: 80 },
];

export const SEED_BANNERS = [
  {
    key: 'welcome',
    title: '欢迎加入星图',
    subtitle: '一分钟注册，保存你的星盘与学习记录',
    linkUrl: '/register',
    sort: 10,
  },
  {
    key: 'birth-info',
    title: '完善出生信息',
    subtitle: '准确的出生时间与地点，是一张好星盘的开始',
    linkUrl: '/user/information',
    sort: 20,
  },
];

/** The about links appear as their pages are built (the server leaves out the others). */
export const SEED_FOOTER: FooterConfig = {
  aboutText:
    '星图创立于2011年，是面向中文用户的占星学习与咨询平台。我们与国内外资深占星师合作，提供系统课程、个人星盘与报告、一对一咨询和 AI 问答，帮助每个人用占星这门古老的语言更好地认识自己。',
  aboutLinks: [
    { title: '关于我们', url: '/contact/about' },
    { title: '发展历程', url: '/contact/timeline' },
    { title: '商务合作', url: '/contact/cooperation' },
    { title: '师资团队', url: '/contact/teacher' },
  ],
  servicePhone: '400-820-2011',
  icp: '沪ICP备11035678号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  qrCodes: [
    { key: 'weibo', label: '官方微博', url: 'https://weibo.com/xingtuastro' },
    {
      key: 'officialAccount',
      label: '微信公众号',
      url: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=xingtuastro',
    },
    { key: 'videoAccount', label: '微信视频号', url: 'https://channels.weixin.qq.com/xingtuastro' },
    { key: 'appMain', label: '星图App', url: 'https://www.xingtu.cn/app/download' },
    { key: 'appAstro', label: '星图占星师版', url: 'https://www.xingtu.cn/app/astrologer' },
  ],
};

export async function seedCommon(db: Db): Promise<void> {
  await db
    .insert(siteMenus)
    .values(SEED_MENUS.map((menu) => ({ key: menu.key, title: menu.title, url: menu.url, sort: menu.sort })))
    .onConflictDoNothing({ target: siteMenus.key });
  const parents = await db
    .select({ id: siteMenus.id, key: siteMenus.key })
    .from(siteMenus)
    .where(
      inArray(
        siteMenus.key,
        SEED_MENUS.map((menu) => menu.key),
      ),
    );
  const parentId = new Map(parents.map((row) => [row.key, row.id]));
  const children = SEED_MENUS.flatMap((menu) =>
    (menu.children ?? []).map((child, index) => ({
      key: child.key,
      title: child.title,
      url: child.url,
      sort: index * 10,
      parentId: parentId.get(menu.key) ?? null,
    })),
  ).filter((child) => child.parentId !== null);
  if (children.length > 0)
    await db.insert(siteMenus).values(children).onConflictDoNothing({ target: siteMenus.key });
  await db.insert(siteBanners).values(SEED_BANNERS).onConflictDoNothing({ target: siteBanners.key });
  await db
    .insert(siteSettings)
    .values({ key: 'footer', value: SEED_FOOTER })
    .onConflictDoNothing({ target: siteSettings.key });
}
