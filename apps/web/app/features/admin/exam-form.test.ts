import { describe, expect, it } from 'vitest';
import { questionBodyOf, questionDraftOf, settingsBodyOf } from './exam-form.ts';

describe('the exam editor forms', () => {
  it('settings: an empty draw count means the whole bank, no product means open to all', () => {
    const draft = {
      title: '结业考试',
      summary: '',
      certificateTitle: '现代占星基础',
      duration: '30',
      passScore: '60',
      drawCount: '',
      productId: '',
      status: 'on' as const,
    };
    expect(settingsBodyOf(draft)).toEqual({
      body: expect.objectContaining({
        durationMinutes: 30,
        passScore: 60,
        drawCount: null,
        requiredProductId: null,
      }),
    });
    expect(settingsBodyOf({ ...draft, productId: '12', drawCount: '10' })).toEqual({
      body: expect.objectContaining({ drawCount: 10, requiredProductId: 12 }),
    });
    expect(settingsBodyOf({ ...draft, passScore: '101' })).toEqual({ error: '及格分请填写 1–100 的整数' });
  });

  it('questions: options one per line, ticks only on options that exist, chart data for chart questions', () => {
    const draft = {
      ...questionDraftOf(null),
      stem: '哪些是火象星座？',
      options: '白羊座\n\n狮子座\n巨蟹座\n',
      answer: [0],
    };
    expect(questionBodyOf(draft)).toEqual({
      body: expect.objectContaining({
        kind: 'single',
        options: ['白羊座', '狮子座', '巨蟹座'],
        answer: [0],
        chart: null,
      }),
    });
    expect(questionBodyOf({ ...draft, kind: 'multiple' })).toEqual({
      error: '多选题请勾选至少 2 个正确答案',
    });
    expect(questionBodyOf({ ...draft, answer: [5] })).toEqual({ error: '请勾选 1 个正确答案' });
    expect(questionBodyOf({ ...draft, options: '白羊座\n白羊座' })).toEqual({ error: '选项不能重复' });
    expect(questionBodyOf({ ...draft, kind: 'chart' })).toEqual({
      error: '读盘题请填写星盘的出生日期和时间',
    });
    const chart = {
      ...draft,
      kind: 'chart' as const,
      chart: {
        ...draft.chart,
        date: '2024-03-20',
        time: '11:06',
        latitude: '39.9',
        longitude: '116.4',
        placeName: '北京',
      },
    };
    expect(questionBodyOf(chart)).toEqual({
      body: expect.objectContaining({
        chart: expect.objectContaining({ latitude: 39.9, longitude: 116.4, timeZone: 'Asia/Shanghai' }),
      }),
    });
  });
});
