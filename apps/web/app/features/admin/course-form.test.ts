import { describe, expect, it } from 'vitest';
import { courseBodyOf, courseDraftOf, lessonBodyOf, lessonDraftOf } from './course-form.ts';

const draft = {
  ...courseDraftOf(null),
  slug: 'horary-basics',
  title: '卜卦入门',
  summary: '十节短课认识卜卦占星的基本判断步骤。',
  teacherName: '林老师',
  price: '199',
  listPrice: '',
  seats: '30',
  saleStart: '2026-12-01T09:00',
  saleEnd: '',
};

describe('the course editor forms', () => {
  it('turns yuan into fen, an empty list price into the price, Beijing input into an instant', () => {
    const checked = courseBodyOf(draft, true);
    expect(checked).toEqual({
      body: expect.objectContaining({
        priceFen: 19900,
        listPriceFen: 19900,
        seats: 30,
        saleStart: '2026-12-01T09:00:00+08:00',
        saleEnd: null,
        status: 'on',
      }),
    });
  });

  it('refuses what the server would refuse, with the reason', () => {
    expect(courseBodyOf({ ...draft, slug: 'Bad Slug' }, true)).toEqual({
      error: '课程编号只能用 2–60 位小写字母、数字和连字符',
    });
    expect(courseBodyOf({ ...draft, slug: 'Bad Slug' }, false)).not.toHaveProperty('error');
    expect(courseBodyOf({ ...draft, listPrice: '99' }, true)).toEqual({ error: '划线价不能低于价格' });
    expect(courseBodyOf({ ...draft, price: '1,99' }, true)).toHaveProperty('error');
    expect(courseBodyOf({ ...draft, seats: '0' }, true)).toHaveProperty('error');
    expect(courseBodyOf({ ...draft, saleEnd: '2026-11-30T09:00' }, true)).toEqual({
      error: '停售时间须晚于开售时间',
    });
  });

  it('reads a course back into the form in yuan and Beijing time', () => {
    const back = courseDraftOf({
      id: 'x',
      title: 't',
      subtitle: '',
      category: '本命盘',
      level: '入门',
      summary: '',
      description: '',
      teacherName: '',
      teacherTitle: '',
      teacherBio: '',
      priceFen: 39900,
      listPriceFen: 59950,
      seats: null,
      seatsTaken: 0,
      saleStart: '2026-12-01T01:00:00.000Z',
      saleEnd: null,
      status: 'off',
      updatedAt: '2026-11-27T00:00:00.000Z',
      chapters: [],
    });
    expect(back).toMatchObject({
      price: '399.00',
      listPrice: '599.50',
      seats: '',
      saleStart: '2026-12-01T09:00',
    });
  });

  it('lesson form: a blank position keeps the place, an empty prompt means no homework', () => {
    const lesson = { ...lessonDraftOf(null, 7), slug: 'horary-one', title: '第一课', homeworkPrompt: '  ' };
    const checked = lessonBodyOf(lesson, true);
    expect(checked).toEqual({
      body: expect.objectContaining({ chapterId: 7, minutes: 10, homeworkPrompt: null, required: true }),
    });
    expect('body' in checked && 'position' in checked.body).toBe(false);
    expect(lessonBodyOf({ ...lesson, minutes: '0' }, true)).toHaveProperty('error');
    expect(lessonBodyOf({ ...lesson, chapterId: '' }, true)).toEqual({ error: '请选择章节' });
  });
});
