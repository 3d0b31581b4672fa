// 学习中心 · 免费学堂（/learning/courseHome）的课程形状：一个系列（series）由几节短课（lesson）组成，
// 每节 5–10 分钟读完。正文为本站原创的简体中文；practice 指向站内可以动手练习的页面，dictKeys 是词典里
// 可以继续细读的词条 key（必须存在于词典中）。

export type LessonLevel = 'beginner' | 'intermediate' | 'advanced';

export const LESSON_LEVEL_LABELS: Record<LessonLevel, string> = {
  beginner: '入门',
  intermediate: '进阶',
  advanced: '专业',
};

export interface LessonSection {
  heading: string;
  /** 80–260 字。 */
  body: string;
}

export interface Lesson {
  /** 课节编号，全站唯一，用在 /learning/courseDetail/{code}。 */
  code: string;
  title: string;
  /** 大约的阅读分钟数。 */
  minutes: number;
  /** 一句话说明这节课讲什么，20–60 字。 */
  summary: string;
  sections: readonly LessonSection[];
  /** 三条要点，每条 10–40 字。 */
  takeaways: readonly string[];
  /** 读完之后去动手的地方。 */
  practice: { text: string; href: string };
  dictKeys: readonly string[];
}

export interface LessonSeries {
  /** 系列编号，用在 /learning/courseHome/{id}。 */
  id: string;
  title: string;
  level: LessonLevel;
  /** 40–120 字。 */
  summary: string;
  lessons: readonly Lesson[];
}
