import { describe, expect, it } from 'vitest';
import { beijingInputToIso, bodyOf, emptyContentForm, isoToBeijingInput, splitTags } from './content-form.ts';

describe('the console content form', () => {
  it('splits tags typed with either comma, 、 or spaces, once each', () => {
    expect(splitTags(' 行星，相位, 宫位、行星  月亮 ')).toEqual(['行星', '相位', '宫位', '月亮']);
    expect(splitTags('  ')).toEqual([]);
  });

  it('turns the inputs into the request body', () => {
    const form = {
      ...emptyContentForm('N_NEWS'),
      title: '  冬至星象  ',
      bodyMarkdown: '# 标题\n正文',
      tags: '节气，星象',
      sortOrder: '5',
      author: ' ',
    };
    const body = bodyOf(form);
    expect(body).toMatchObject({
      kind: 'N_NEWS',
      slug: null,
      cover: null,
      title: '冬至星象',
      tags: ['节气', '星象'],
      sortOrder: 5,
      author: '星图编辑部',
      visibility: 2,
    });
    expect(Number.isNaN(bodyOf({ ...form, sortOrder: '1.5' }).sortOrder)).toBe(true);
  });

  it('reads the schedule input as Beijing time and back', () => {
    const iso = beijingInputToIso('2026-12-01T09:30');
    expect(iso).toBe('2026-12-01T09:30:00+08:00');
    expect(new Date(iso!).toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(isoToBeijingInput('2026-12-01T01:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(beijingInputToIso('')).toBeNull();
    expect(beijingInputToIso('2026-13-45T99:00')).toBeNull();
    expect(isoToBeijingInput(null)).toBe('');
  });
});
