import { describe, expect, it } from 'vitest';
import type { AstrologerCapacity } from './auth.ts';
import { ASTROLOGER_MENU, USER_CENTRE_MENU, menuForViewer, type MenuViewer } from './menus.ts';

const userCentreMenu = (viewer: MenuViewer) => menuForViewer(USER_CENTRE_MENU, viewer);
const astrologerMenu = (viewer: MenuViewer) => menuForViewer(ASTROLOGER_MENU, viewer);

const capacity = (
  type: AstrologerCapacity['type'],
  applove: AstrologerCapacity['applove'],
): AstrologerCapacity => ({ type, applove });
const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);
const now = new Date('2026-06-01T00:00:00+08:00');

describe('user-centre menu (SPEC §2/§6)', () => {
  it('shows the standing entries and the application entry to a plain user', () => {
    const menu = userCentreMenu({
      user: { certificationMember: null },
      access: { astrologersCapacitys: [] },
      now,
    });
    expect(keys(menu)).toEqual([
      'wallet',
      'order',
      'purchased',
      'course',
      'report',
      'homework',
      'exam',
      'consultant',
      'certificate',
      'collect',
      'contact',
      'information',
      'account',
      'astrologerApply',
    ]);
  });

  it('shows ISAR membership only to active members', () => {
    const active = { enable: '1' as const, endTime: '2027-01-01T00:00:00+08:00' };
    const open = { enable: '1' as const, endTime: null };
    const ended = { enable: '1' as const, endTime: '2026-01-01T00:00:00+08:00' };
    const disabled = { enable: '0' as const, endTime: null };
    const has = (member: typeof active | typeof open | typeof disabled | null) =>
      keys(userCentreMenu({ user: { certificationMember: member }, access: null, now })).includes(
        'isarMember',
      );
    expect(has(active)).toBe(true);
    expect(has(open)).toBe(true);
    expect(has(ended)).toBe(false);
    expect(has(disabled)).toBe(false);
    expect(has(null)).toBe(false);
  });

  it('replaces the application entry once an astrologer, and shows the consulting centre to approved consultants', () => {
    const waiting = keys(
      userCentreMenu({ user: null, access: { astrologersCapacitys: [capacity('A', '01')] }, now }),
    );
    expect(waiting).toContain('astrologerApply');
    expect(waiting).not.toContain('consultingCentre');
    const consultant = keys(
      userCentreMenu({ user: null, access: { astrologersCapacitys: [capacity('A', '02')] }, now }),
    );
    expect(consultant).not.toContain('astrologerApply');
    expect(consultant).toContain('consultingCentre');
    const tarot = keys(
      userCentreMenu({ user: null, access: { astrologersCapacitys: [capacity('C', '02')] }, now }),
    );
    expect(tarot).not.toContain('astrologerApply');
    expect(tarot).not.toContain('consultingCentre');
    expect(tarot).not.toContain('diceCentre');
    const dice = keys(
      userCentreMenu({ user: null, access: { astrologersCapacitys: [capacity('D', '02')] }, now }),
    );
    expect(dice).toContain('diceCentre');
    expect(dice).not.toContain('consultingCentre');
    const rejected = keys(
      userCentreMenu({ user: null, access: { astrologersCapacitys: [capacity('A', '99')] }, now }),
    );
    expect(rejected).toContain('astrologerApply');
  });
});

describe('astrologer menu (SPEC §2)', () => {
  it('lists upgrade, profile, services, schedule, orders and the way back', () => {
    expect(astrologerMenu({ user: null, access: null }).map((entry) => entry.title)).toEqual([
      '升级申请',
      '个人资料',
      '服务管理',
      '排期管理',
      '订单管理',
      '返回用户中心',
    ]);
  });
});
