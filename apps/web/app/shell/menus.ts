import type { Access, PublicUser } from '@xingtu/contracts/auth';
import { isAstrologer, isConsultant, isIsarMember } from '@xingtu/contracts/roles';

// SPEC §2/§6: the user-centre and astrologer menus as data, with their visibility rules.

export type MenuIcon =
  | 'wallet'
  | 'order'
  | 'course'
  | 'report'
  | 'homework'
  | 'booking'
  | 'certificate'
  | 'favourite'
  | 'profiles'
  | 'information'
  | 'account'
  | 'isar'
  | 'apply'
  | 'consulting'
  | 'back';

export interface MenuEntry {
  key: string;
  title: string;
  url: string;
  icon: MenuIcon;
}

export interface MenuViewer {
  user: Pick<PublicUser, 'certificationMember'> | null;
  access: Pick<Access, 'astrologersCapacitys'> | null;
  now?: Date;
}

interface MenuRule extends MenuEntry {
  visible?: (viewer: MenuViewer) => boolean;
}

export const USER_CENTRE_MENU: readonly MenuRule[] = [
  { key: 'wallet', title: '我的钱包', url: '/user/wallet', icon: 'wallet' },
  { key: 'order', title: '我的订单', url: '/user/order', icon: 'order' },
  { key: 'course', title: '已购课程', url: '/user/course', icon: 'course' },
  { key: 'report', title: '已购报告', url: '/user/report', icon: 'report' },
  { key: 'exam', title: '我的作业', url: '/user/exam', icon: 'homework' },
  { key: 'consultant', title: '我的预约', url: '/user/consultant', icon: 'booking' },
  { key: 'certificate', title: '我的证书', url: '/user/certificate', icon: 'certificate' },
  { key: 'collect', title: '我的收藏', url: '/user/collect', icon: 'favourite' },
  { key: 'contact', title: '用户档案', url: '/user/contact', icon: 'profiles' },
  { key: 'information', title: '个人信息', url: '/user/information', icon: 'information' },
  { key: 'account', title: '账号管理', url: '/user/account', icon: 'account' },
  {
    key: 'isarMember',
    title: 'ISAR会员',
    url: '/user/ISARMember',
    icon: 'isar',
    visible: ({ user, now }) => isIsarMember(user?.certificationMember, now),
  },
  {
    key: 'astrologerApply',
    title: '申请成为占星师',
    url: '/user/astrologer/apply',
    icon: 'apply',
    visible: ({ access }) => !isAstrologer(access),
  },
  {
    key: 'consultingCentre',
    title: '咨询中心',
    url: '/user/astrologer/order',
    icon: 'consulting',
    visible: ({ access }) => isConsultant(access),
  },
];

export const ASTROLOGER_MENU: readonly MenuRule[] = [
  { key: 'upgrade', title: '升级申请', url: '/user/astrologer/upgrade', icon: 'apply' },
  { key: 'info', title: '个人资料', url: '/user/astrologer/info', icon: 'information' },
  { key: 'service', title: '服务管理', url: '/user/astrologer/service', icon: 'course' },
  { key: 'schedule', title: '排期管理', url: '/user/astrologer/schedule', icon: 'booking' },
  { key: 'order', title: '订单管理', url: '/user/astrologer/order', icon: 'order' },
  { key: 'back', title: '返回用户中心', url: '/user/order', icon: 'back' },
];

function visibleEntries(rules: readonly MenuRule[], viewer: MenuViewer): MenuEntry[] {
  return rules
    .filter((rule) => !rule.visible || rule.visible(viewer))
    .map(({ key, title, url, icon }) => ({ key, title, url, icon }));
}

export const userCentreMenu = (viewer: MenuViewer): MenuEntry[] => visibleEntries(USER_CENTRE_MENU, viewer);
export const astrologerMenu = (viewer: MenuViewer): MenuEntry[] => visibleEntries(ASTROLOGER_MENU, viewer);
