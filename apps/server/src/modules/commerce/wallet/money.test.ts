import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen } from '@xingtu/contracts/constants';
import { fenToYuan, yuanToFen } from '../../../adapters/payments/provider.ts';
import { refundableFen } from '../payments/refund-service.ts';

describe('money arithmetic in integer fen', () => {
  it('round-trips fen through gateway yuan strings exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
        expect(formatFen(fen)).toBe(`¥${fenToYuan(fen)}`);
      }),
    );
  });

  it('refuses malformed yuan amounts', () => {
    for (const bad of ['', '1.234', '-1.00', '1e3', 'abc', '0x10', '1.'])
      expect(yuanToFen(bad)).toBeUndefined();
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
  });

  it('never lets a sequence of partial refunds exceed the paid amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 30 }),
        (paidFen, requests) => {
          const order = { paidFen, refundedFen: 0 };
          for (const request of requests) {
            // The rule refundOrder applies: a request passes only while it fits in what remains.
            if (request <= refundableFen(order)) order.refundedFen += request;
            expect(order.refundedFen).toBeLessThanOrEqual(order.paidFen);
            expect(refundableFen(order)).toBe(order.paidFen - order.refundedFen);
            expect(Number.isInteger(order.refundedFen)).toBe(true);
          }
        },
      ),
    );
  });
});
