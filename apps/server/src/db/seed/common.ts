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
  children?: { key: string; title: string; url: string }[];
}

export const SEED_MENUS: SeedMenu[] = [
  { key: 'home', title: '首页', url: '/' },
  {
    key: 'course',
    title: '课程',
    url: '/course',
    children: [
      { key: 'course-all', title: '全部课程', url: '/course' },
      { key: 'course-learning', title: '星盘学习', url: '/learning' },
      { key: 'course-isar', title: 'ISAR认证', url: '/isar?index=2' },
    ],
  },
  {
    key: 'chart',
    title: '星盘',
    url: '/chart',
    children: [
      { key: 'chart-natal', title: '本命盘', url: '/chart' },
      { key: 'chart-love', title: '合盘', url: '/chart/love' },
      { key: 'chart-career', title: '事业盘', url: '/chart/career' },
      { key: 'chart-kid', title: '儿童盘', url: '/chart/kid' },
    ],
  },
  {
    key: 'report',
    title: '报告',
    url: '/report',
    children: [
      { key: 'report-list', title: '全部报告', url: '/report/list' },
      { key: 'report-calendar', title: '星运日历', url: '/calendarReport/home' },
      { key: 'report-btf', title: '生时校正', url: '/btf' },
    ],
  },
  {
    key: 'consultant',
    title: '咨询',
    url: '/consultant',
    children: [
      { key: 'consultant-astrologer', title: '找占星师', url: '/consultant/astrologer' },
      { key: 'consultant-teacher', title: '师资介绍', url: '/teacher' },
    ],
  },
  {
    key: 'ai',
    title: 'AI问答',
    url: '/aichat',
    children: [
      { key: 'ai-chat', title: 'AI占星师', url: '/aichat' },
      { key: 'ai-tarot', title: '塔罗问答', url: '/tarotChat' },
      { key: 'ai-dice', title: '占星骰子', url: '/aiDice' },
    ],
  },
  { key: 'ebook', title: '电子书', url: '/ebook' },
  { key: 'news', title: '资讯', url: '/news' },
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
  {
    key: 'isar',
    title: 'ISAR 国际占星认证',
    subtitle: '系统课程、考试与证书，一站式备考',
    linkUrl: '/isar?index=2',
    sort: 30,
  },
];

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
    .values(
      SEED_MENUS.map((menu, index) => ({
        key: menu.key,
        title: menu.title,
        url: menu.url,
        sort: index * 10,
      })),
    )
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
