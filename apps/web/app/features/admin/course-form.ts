import { formatFen } from '@xingtu/contracts/constants';
import { COURSE_CATEGORIES, COURSE_LEVELS, type AdminCourseEdit } from '@xingtu/contracts/courses';
import type { CourseForm, LessonForm } from '../../api/console-areas.ts';
import { beijingInputToIso, isoToBeijingInput } from './content-form.ts';
import { yuanToFen } from './money.ts';

// The course editor's forms: what the inputs hold (text, yuan, Beijing datetime-local) and the body
// they send. Checked here first for a quick answer; the server checks again and has the last word.

export interface CourseDraft {
  slug: string;
  title: string;
  subtitle: string;
  category: string;
  level: string;
  summary: string;
  description: string;
  teacherName: string;
  teacherTitle: string;
  teacherBio: string;
  price: string;
  listPrice: string;
  seats: string;
  saleStart: string;
  saleEnd: string;
  status: 'on' | 'off';
}

const yuan = (fen: number) => formatFen(fen).replace(/[^\d.]/g, '');

export function courseDraftOf(course: AdminCourseEdit | null): CourseDraft {
  return {
    slug: course?.id ?? '',
    title: course?.title ?? '',
    subtitle: course?.subtitle ?? '',
    category: course?.category ?? COURSE_CATEGORIES[0],
    level: course?.level ?? COURSE_LEVELS[0],
    summary: course?.summary ?? '',
    description: course?.description ?? '',
    teacherName: course?.teacherName ?? '',
    teacherTitle: course?.teacherTitle ?? '',
    teacherBio: course?.teacherBio ?? '',
    price: course ? yuan(course.priceFen) : '',
    listPrice: course ? yuan(course.listPriceFen) : '',
    seats: course?.seats === null || course === null ? '' : String(course.seats),
    saleStart: isoToBeijingInput(course?.saleStart ?? null),
    saleEnd: isoToBeijingInput(course?.saleEnd ?? null),
    status: course?.status ?? 'on',
  };
}

export function courseBodyOf(draft: CourseDraft, isNew: boolean): { body: CourseForm } | { error: string } {
  if (isNew && !/^[a-z0-9-]{2,60}$/.test(draft.slug.trim()))
    return { error: '课程编号只能用 2–60 位小写字母、数字和连字符' };
  if (draft.title.trim().length < 2) return { error: '请填写课程名称（至少 2 个字）' };
  if (draft.summary.trim().length < 10) return { error: '课程简介至少 10 个字' };
  if (!draft.teacherName.trim()) return { error: '请填写讲师姓名' };
  const priceFen = yuanToFen(draft.price);
  if (priceFen === null) return { error: '价格请填写金额，例如 399 或 399.00' };
  const listPriceFen = draft.listPrice.trim() ? yuanToFen(draft.listPrice) : priceFen;
  if (listPriceFen === null) return { error: '划线价请填写金额，例如 599' };
  if (listPriceFen < priceFen) return { error: '划线价不能低于价格' };
  const seatsText = draft.seats.trim();
  if (seatsText && !/^[1-9]\d{0,4}$/.test(seatsText))
    return { error: '名额请填写 1–99999 的整数，不限请留空' };
  const saleStart = draft.saleStart ? beijingInputToIso(draft.saleStart) : null;
  const saleEnd = draft.saleEnd ? beijingInputToIso(draft.saleEnd) : null;
  if (draft.saleStart && !saleStart) return { error: '开售时间格式有误' };
  if (draft.saleEnd && !saleEnd) return { error: '停售时间格式有误' };
  if (saleStart && saleEnd && Date.parse(saleStart) >= Date.parse(saleEnd))
    return { error: '停售时间须晚于开售时间' };
  return {
    body: {
      title: draft.title.trim(),
      subtitle: draft.subtitle.trim(),
      category: draft.category as CourseForm['category'],
      level: draft.level as CourseForm['level'],
      summary: draft.summary.trim(),
      description: draft.description.trim(),
      teacherName: draft.teacherName.trim(),
      teacherTitle: draft.teacherTitle.trim(),
      teacherBio: draft.teacherBio.trim(),
      priceFen,
      listPriceFen,
      seats: seatsText ? Number(seatsText) : null,
      saleStart,
      saleEnd,
      status: draft.status,
    },
  };
}

export interface LessonDraft {
  slug: string;
  chapterId: string;
  title: string;
  kind: 'video' | 'audio' | 'text';
  minutes: string;
  position: string;
  freePreview: boolean;
  required: boolean;
  body: string;
  homeworkPrompt: string;
}

type AdminLesson = AdminCourseEdit['chapters'][number]['lessons'][number];

export function lessonDraftOf(
  lesson: AdminLesson | null,
  chapterId: number | undefined,
  place?: number,
): LessonDraft {
  return {
    slug: lesson?.id ?? '',
    chapterId: String(lesson?.chapterId ?? chapterId ?? ''),
    title: lesson?.title ?? '',
    kind: lesson?.kind ?? 'text',
    minutes: String(lesson?.minutes ?? 10),
    position: place === undefined ? '' : String(place),
    freePreview: lesson?.freePreview ?? false,
    required: lesson?.required ?? true,
    body: lesson?.body ?? '',
    homeworkPrompt: lesson?.homeworkPrompt ?? '',
  };
}

export function lessonBodyOf(draft: LessonDraft, isNew: boolean): { body: LessonForm } | { error: string } {
  if (isNew && !/^[a-z0-9-]{2,60}$/.test(draft.slug.trim()))
    return { error: '课时编号只能用 2–60 位小写字母、数字和连字符' };
  const chapterId = Number(draft.chapterId);
  if (!Number.isInteger(chapterId) || chapterId <= 0) return { error: '请选择章节' };
  if (!draft.title.trim()) return { error: '请填写课时名称' };
  if (!/^\d{1,3}$/.test(draft.minutes.trim()) || Number(draft.minutes) < 1 || Number(draft.minutes) > 600)
    return { error: '时长请填写 1–600 的整数分钟' };
  const position = draft.position.trim();
  if (position && !/^[1-9]\d{0,3}$/.test(position)) return { error: '排序请填写从 1 开始的整数' };
  return {
    body: {
      chapterId,
      title: draft.title.trim(),
      kind: draft.kind,
      minutes: Number(draft.minutes),
      ...(position ? { position: Number(position) } : {}),
      freePreview: draft.freePreview,
      required: draft.required,
      body: draft.body,
      homeworkPrompt: draft.homeworkPrompt.trim() || null,
    },
  };
}
