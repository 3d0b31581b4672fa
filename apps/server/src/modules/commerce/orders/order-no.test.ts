import { describe, expect, it } from 'vitest';
import { newOrderNo } from './place-order.ts';

describe('order numbers', () => {
  it('start with the Beijing date and time the customer sees on the order', () => {
    // 00:05:09.123 on 26 November in Beijing is still 25 November in UTC.
    const number = newOrderNo(new Date('2026-11-25T16:05:09.123Z'));
    expect(number).toMatch(/^20261126000509123\d{7}$/);
    expect(newOrderNo(new Date('2026-11-25T16:05:09.004Z'), 'T')).toMatch(/^T20261126000509004\d{7}$/);
  });

  it('cannot be guessed from the time: seven random digits follow the millisecond', () => {
    const now = new Date('2026-11-25T08:00:00.000Z');
    const tails = new Set(Array.from({ length: 500 }, () => newOrderNo(now).slice(-7)));
    // 500 draws from ten million values: a repeat is rare, a counter or a constant would fail at once.
    expect(tails.size).toBeGreaterThan(495);
  });
});
