import { describe, expect, it } from 'vitest';
import { canDiceTraining, isAstrologer, isConsultant, isDiceAstrologer, isIsarMember } from './roles.ts';

const access = (...caps: [string, string][]) => ({
  astrologersCapacitys: caps.map(([type, applove]) => ({ type, applove })) as never,
});

describe('SPEC §6 roles', () => {
  it('unlocks the consulting centre with an approved A only', () => {
    expect(isConsultant(access(['A', '02']))).toBe(true);
    expect(isConsultant(access(['A', '01']))).toBe(false);
    expect(isConsultant(access(['D', '02']))).toBe(false);
  });

  it('dice Q&A needs D approved; training needs E or D approved', () => {
    expect(isDiceAstrologer(access(['D', '02']))).toBe(true);
    expect(isDiceAstrologer(access(['E', '02']))).toBe(false);
    expect(canDiceTraining(access(['E', '02']))).toBe(true);
    expect(canDiceTraining(access(['D', '02']))).toBe(true);
    expect(canDiceTraining(access(['E', '99']))).toBe(false);
  });

  it('shows the application entry to everyone without an approved capacity', () => {
    expect(isAstrologer(access())).toBe(false);
    expect(isAstrologer(access(['A', '01']))).toBe(false);
    expect(isAstrologer(access(['C', '02']))).toBe(true);
  });

  it('counts an ISAR member when enabled with no end or a future end', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(isIsarMember({ enable: '1', endTime: null }, now)).toBe(true);
    expect(isIsarMember({ enable: '1', endTime: '2027-01-01T00:00:00Z' }, now)).toBe(true);
    expect(isIsarMember({ enable: '1', endTime: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isIsarMember({ enable: '0', endTime: null }, now)).toBe(false);
    expect(isIsarMember(null, now)).toBe(false);
  });
});
