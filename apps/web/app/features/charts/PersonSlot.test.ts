import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, sourceOfDraft } from './birth-draft.ts';
import { labelOfSource, submitTextOf } from './PersonSlot.tsx';

const birth = {
  date: '1992-08-20',
  time: '08:30',
  latitude: 39.9,
  longitude: 116.4,
  timeZone: 'Asia/Shanghai',
};

describe('person slot wording', () => {
  it('never doubles 资料 on the confirm button', () => {
    expect(submitTextOf('你的资料')).toBe('确定你的资料');
    expect(submitTextOf('对方的资料')).toBe('确定对方的资料');
    expect(submitTextOf('孩子')).toBe('确定孩子资料');
    expect(submitTextOf('家长一（可选）')).toBe('确定家长一（可选）资料');
  });

  it('shows an unnamed person by the birth line alone, not the slot title again', () => {
    expect(labelOfSource({ birth }, '你的资料')).toBe('1992-08-20 08:30');
    expect(labelOfSource({ birth, name: '小林' }, '孩子')).toBe('小林 · 1992-08-20 08:30');
  });
});

describe('lunar birth without a year', () => {
  it('asks for the year instead of quoting the range', async () => {
    const { errors } = await sourceOfDraft({ ...EMPTY_DRAFT, calendar: 'lunar', time: '08:00' });
    expect(errors.lunar).toBe('请输入农历年份');
    const far = await sourceOfDraft({
      ...EMPTY_DRAFT,
      calendar: 'lunar',
      time: '08:00',
      lunar: { ...EMPTY_DRAFT.lunar, year: '1700' },
    });
    expect(far.errors.lunar).toBe('农历年份需在1800年至2200年之间');
  });
});
