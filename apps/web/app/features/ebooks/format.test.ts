import { describe, expect, it } from 'vitest';
import { progressText, wordCountText } from './format.ts';

describe('e-book numbers as readers say them', () => {
  it('counts length in hundreds of characters, then in 万', () => {
    expect(wordCountText(40)).toBe('约 100 字');
    expect(wordCountText(1_649)).toBe('约 1600 字');
    expect(wordCountText(12_345)).toBe('约 1.2 万字');
  });
  it('shows progress as a whole percentage', () => {
    expect(progressText(0)).toBe('已读 0%');
    expect(progressText(0.666)).toBe('已读 67%');
    expect(progressText(1)).toBe('已读 100%');
  });
});
