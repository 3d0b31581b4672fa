import { describe, expect, it } from 'vitest';
import { summerTimeAt } from './summerTime.ts';

describe('summer time', () => {
  it('knows China kept summer time (UTC+9) in the summers of 1986–1991 only', () => {
    expect(summerTimeAt('Asia/Shanghai', Date.UTC(1988, 6, 1, 2))).toEqual({
      offsetSeconds: 9 * 3600,
      standardOffsetSeconds: 8 * 3600,
      inForce: true,
    });
    expect(summerTimeAt('Asia/Shanghai', Date.UTC(1986, 5, 1)).inForce).toBe(true);
    expect(summerTimeAt('Asia/Shanghai', Date.UTC(1991, 6, 1)).inForce).toBe(true);
    expect(summerTimeAt('Asia/Shanghai', Date.UTC(1988, 0, 1)).inForce).toBe(false);
    expect(summerTimeAt('Asia/Shanghai', Date.UTC(1992, 6, 1)).inForce).toBe(false);
    expect(summerTimeAt('Asia/Shanghai', Date.UTC(1985, 6, 1)).inForce).toBe(false);
  });
  it('reads southern summers and fixed offsets', () => {
    expect(summerTimeAt('Australia/Sydney', Date.UTC(2024, 0, 10)).inForce).toBe(true);
    expect(summerTimeAt('Australia/Sydney', Date.UTC(2024, 6, 10)).inForce).toBe(false);
    expect(summerTimeAt('+09:00', Date.UTC(1988, 6, 1)).inForce).toBe(false);
  });
});
