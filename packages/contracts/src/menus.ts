import type { Access, PublicUser } from './auth.ts';
import { isAstrologer, isConsultant, isDiceAstrologer, isIsarMember } from './roles.ts';

// SPEC §2/§6: the menus the code defines (user centre, astrologer centre, the fixed footer links),
// as data naming the page each item opens. The server sends them in the common data with every item
// whose page is not built dropped (modules/common), so adding an item for a new page is one line
// here, and an item for a page that does not exist never reaches a visitor. The main navigation and
// the footer's about links are operator data in the database and are filtered the same way.

export const MENU_ICONS = [
  'wallet',
  'order',
  'purchased',
  'course',
  'report',
  'homework',
  'exam',
  'booking',
  'certificate',
  'favourite',
  'profiles',
  'information',
  'account',
  'isar',
  'apply',
  'consulting',
  'back',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** Who sees an item besides everyone: SPEC §2 user-centre rules. */
export type MenuAudience = 'isarMember' | 'notAstrologer' | 'consultant' | 'diceAstrologer';

export interface AccountMenuItem {
  key: string;
  title: string;
  url: string;
  icon: MenuIcon;
  audience?: MenuAudience;
}

export const USER_CENTRE_MENU: readonly AccountMenuItem[] = [
  { key: 'wallet', title: '我的钱包', url: '/user/wallet', icon: 'wallet' },
  { key: 'order', title: '我的订单', url: '/user/order', icon: 'order' },
  { key: 'purchased', title: '已购', url: '/user/purchased', icon: 'purchased' },
  { key: 'course', title: '已购课程', url: '/user/course', icon: 'course' },
  { key: 'report', title: '已购报告', url: '/user/report', icon: 'report' },
  { key: 'homework', title: '我的作业', url: '/user/homework', icon: 'homework' },
  { key: 'exam', title: '我的考试', url: '/user/exam', icon: 'exam' },
  { key: 'consultant', title: '我的预约', url: '/user/consultant', icon: 'booking' },
  { key: 'certificate', title: '我的证书', url: '/user/certificate', icon: 'certificate' },
  { key: 'collect', title: '我的收藏', url: '/user/collect', icon: 'favourite' },
  { key: 'contact', title: '用户档案', url: '/user/contact', icon: 'profiles' },
  { key: 'information', title: '个人信息', url: '/user/information', icon: 'information' },
  { key: 'account', title: '账号管理', url: '/user/account', icon: 'account' },
  { key: 'isarMember', title: 'ISAR会员', url: '/user/ISARMember', icon: 'isar', audience: 'isarMember' },
  {
    key: 'astrologerApply',
    title: '申请成为占星师',
    url: '/user/astrologer/apply',
    icon: 'apply',
    audience: 'notAstrologer',
  },
  {
    key: 'consultingCentre',
    title: '咨询中心',
    url: '/user/astrologer/order',
    icon: 'consulting',
    audience: 'consultant',
  },
  {
    key: 'diceCentre',
    title: '骰子问答',
    url: '/aiDice/astro/center',
    icon: 'consulting',
    audience: 'diceAstrologer',
  },
];

export const ASTROLOGER_MENU: readonly AccountMenuItem[] = [
  { key: 'upgrade', title: '升级申请', url: '/user/astrologer/upgrade', icon: 'apply' },
  { key: 'info', title: '个人资料', url: '/user/astrologer/info', icon: 'information' },
  { key: 'service', title: '服务管理', url: '/user/astrologer/service', icon: 'course' },
  { key: 'schedule', title: '排期管理', url: '/user/astrologer/schedule', icon: 'booking' },
  { key: 'order', title: '订单管理', url: '/user/astrologer/order', icon: 'order' },
  { key: 'back', title: '返回用户中心', url: '/user/order', icon: 'back' },
];

export interface MenuLink {
  title: string;
  url: string;
}

/** SPEC §2 footer: support links (contact us, user agreement, privacy policy). */
export const FOOTER_SUPPORT_LINKS: readonly MenuLink[] = [
  { title: '联系我们', url: '/contact/us' },
  { title: '用户协议', url: '/contract/userAgreement' },
  { title: '隐私政策', url: '/contract/privacyPolicy' },
];

/** SPEC §2 footer: featured services (ISAR certification, ISAR membership, birth-time correction). */
export const FOOTER_FEATURED_SERVICES: readonly MenuLink[] = [
  { title: 'ISAR认证', url: '/isar?index=2' },
  { title: 'ISAR会员', url: '/isar?index=1' },
  { title: '生时校正', url: '/btf' },
];

export interface MenuViewer {
  user: Pick<PublicUser, 'certificationMember'> | null;
  access: Pick<Access, 'astrologersCapacitys'> | null;
  now?: Date;
}

const AUDIENCE: Record<MenuAudience, (viewer: MenuViewer) => boolean> = {
  isarMember: ({ user, now }) => isIsarMember(user?.certificationMember, now),
  notAstrologer: ({ access }) => !isAstrologer(access),
  consultant: ({ access }) => isConsultant(access),
  diceAstrologer: ({ access }) => isDiceAstrologer(access),
};

/** The items this viewer sees (SPEC §2: ISAR membership, astrologer application, consulting centre). */
export function menuForViewer(items: readonly AccountMenuItem[], viewer: MenuViewer): AccountMenuItem[] {
  return items.filter((item) => !item.audience || AUDIENCE[item.audience](viewer));
}
