import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '@xingtu/contracts/enums';
import { canTransition, TRANSITIONS, type OrderEvent } from './state-machine.ts';

// Every (status, event) pair: the allowed ones are exactly the table below, everything else refused.
const ALLOWED: Record<OrderEvent, OrderStatus[]> = {
  pay: ['A'],
  cancel: ['A'],
  timeout: ['A'],
  fail: ['A'],
  invalidate: ['A'],
  ship: ['B'],
  receive: ['D'],
  finish: ['B', 'G'],
  refund: ['B', 'D', 'G', 'E', 'F'],
};

describe('order state machine', () => {
  const statuses = Object.values(ORDER_STATUS);
  for (const event of Object.keys(TRANSITIONS) as OrderEvent[]) {
    for (const status of statuses) {
      const allowed = ALLOWED[event].includes(status);
      it(`${allowed ? 'allows' : 'refuses'} ${event} from ${status}`, () => {
        expect(canTransition(status, event)).toBe(allowed);
      });
    }
  }

  it('leads NEW → PAID → SHIPPED → RECEIVED → FINISHED, and digital PAID → FINISHED', () => {
    expect(TRANSITIONS.pay.to).toBe('B');
    expect(TRANSITIONS.ship.to).toBe('D');
    expect(TRANSITIONS.receive.to).toBe('G');
    expect(TRANSITIONS.finish.to).toBe('E');
    expect(TRANSITIONS.cancel.to).toBe('C');
    expect(TRANSITIONS.refund.to).toBe('F');
    expect(TRANSITIONS.fail.to).toBe('H');
    expect(TRANSITIONS.invalidate.to).toBe('I');
  });

  it('keeps terminal states terminal except for refunds of money actually paid', () => {
    for (const terminal of ['C', 'H', 'I'] as OrderStatus[]) {
      for (const event of Object.keys(TRANSITIONS) as OrderEvent[])
        expect(canTransition(terminal, event)).toBe(false);
    }
  });

  it('lets only the right actors move an order', () => {
    expect(canTransition('B', 'ship', 'user')).toBe(false);
    expect(canTransition('B', 'ship', 'admin')).toBe(true);
    expect(canTransition('A', 'timeout', 'user')).toBe(false);
    expect(canTransition('B', 'refund', 'user')).toBe(false);
  });
});
