import type { ContactProfile } from '@xingtu/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { contactInputOf, draftOfProfile, newRelation } from './contact-draft.ts';
import { contactSummary } from './contact-summary.ts';

// The contact form opens a saved profile with how its time was given and sends it back the same way.

const profile: ContactProfile = {
  id: 7,
  name: '阿依古丽',
  gender: 'female',
  relation: 'friend',
  calendar: 'solar',
  birthday: '1995-03-08',
  lunarDate: null,
  timeUnknown: true,
  birthHour: null,
  birthMin: null,
  birthShichen: 'wu',
  timeBasis: 'solar',
  standardTime: false,
  birthLocation: '新疆维吾尔自治区 乌鲁木齐市',
  birthLatitude: 43.83,
  birthLongitude: 87.62,
  birthTimeZone: 'Asia/Shanghai',
  reliability: 'F',
  visibility: 1,
  note: null,
  complete: true,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};

describe('contact draft and summary', () => {
  it('keeps a 时辰 read as 真太阳时 through the form', () => {
    const draft = draftOfProfile(profile);
    expect(draft).toMatchObject({ timeUnknown: true, shichen: 'wu', solar: true, standardTime: false });
    expect(contactInputOf(draft)).toMatchObject({
      birthShichen: 'wu',
      timeBasis: 'solar',
      standardTime: false,
    });
    expect(contactSummary(profile)).toBe('1995-03-08 午时 真太阳时 · 新疆维吾尔自治区 乌鲁木齐市');
  });

  it('sends a clock time with "already standard time", and drops the choices that no longer apply', () => {
    const clock = {
      ...draftOfProfile(profile),
      timeUnknown: false,
      time: '10:00',
      solar: false,
      standardTime: true,
    };
    expect(contactInputOf(clock)).toMatchObject({
      birthHour: 10,
      birthMin: 0,
      timeBasis: 'clock',
      standardTime: true,
    });
    expect(contactInputOf(clock)).not.toHaveProperty('birthShichen');
    // Unknown time without a 时辰: neither 真太阳时 nor standard time can be said of it.
    const unknown = { ...clock, timeUnknown: true, shichen: '', solar: true };
    expect(contactInputOf(unknown)).toMatchObject({ timeBasis: 'clock', standardTime: false });
    expect(
      contactSummary({
        ...profile,
        timeUnknown: false,
        birthHour: 10,
        birthMin: 0,
        timeBasis: 'clock',
        standardTime: true,
      }),
    ).toBe('1995-03-08 10:00 标准时间 · 新疆维吾尔自治区 乌鲁木齐市');
  });
});

describe('a new profile’s relation', () => {
  const pageOf = (records: ContactProfile[], total = records.length) => ({
    records,
    total,
    current: 1,
    size: 10,
  });

  it('starts as 本人 for a member without one, 朋友 once they have one', () => {
    expect(draftOfProfile(undefined, newRelation(pageOf([]))).relation).toBe('self');
    expect(newRelation(pageOf([profile]))).toBe('self');
    expect(newRelation(pageOf([profile, { ...profile, id: 8, relation: 'self' }]))).toBe('friend');
    expect(draftOfProfile(undefined).relation).toBe('friend');
  });

  it('stays 朋友 when the list is not known in full', () => {
    expect(newRelation(null)).toBe('friend');
    expect(newRelation(pageOf([profile], 12))).toBe('friend');
  });
});
