import { describe, expect, it } from 'vitest';
import { zoneLabelZh } from './zone-label.ts';

describe('zone labels', () => {
  it('names zones in customer words, with the standard offset', () => {
    expect(zoneLabelZh('Asia/Shanghai')).toBe('北京时间（UTC+8）');
    expect(zoneLabelZh('Asia/Urumqi')).toBe('新疆时间（UTC+6）');
    expect(zoneLabelZh('+09:00')).toBe('UTC+9');
    expect(zoneLabelZh('America/New_York')).toMatch(/（UTC-5）$/);
    expect(zoneLabelZh('Not/AZone')).toBe('Not/AZone');
  });
});
