import { describe, expect, it } from 'vitest';
import { MOON_PHASE_NAMES_ZH, moonPhaseOf } from './sky.ts';

describe('moonPhaseOf', () => {
  it('splits the lunation into eight phases of 45° centred on the principal phases', () => {
    expect(moonPhaseOf(0)).toBe('new');
    expect(moonPhaseOf(22.4)).toBe('new');
    expect(moonPhaseOf(337.6)).toBe('new');
    expect(moonPhaseOf(22.5)).toBe('waxingCrescent');
    expect(moonPhaseOf(90)).toBe('firstQuarter');
    expect(moonPhaseOf(135)).toBe('waxingGibbous');
    expect(moonPhaseOf(180)).toBe('full');
    expect(moonPhaseOf(225)).toBe('waningGibbous');
    expect(moonPhaseOf(270)).toBe('lastQuarter');
    expect(moonPhaseOf(315)).toBe('waningCrescent');
    expect(moonPhaseOf(-90)).toBe('lastQuarter');
    expect(moonPhaseOf(720 + 180)).toBe('full');
    expect(MOON_PHASE_NAMES_ZH[moonPhaseOf(181)]).toBe('满月');
  });
});
