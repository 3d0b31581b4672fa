import type { AdminExamDetail, AdminExamQuestion } from '@xingtu/contracts/exams-schemas';
import type { ExamSettingsForm, QuestionForm } from '../../api/console-areas.ts';

// The exam editor's forms: what the inputs hold and the body they send, checked first here for a
// quick answer (the server checks again and has the last word).

export interface SettingsDraft {
  title: string;
  summary: string;
  certificateTitle: string;
  duration: string;
  passScore: string;
  drawCount: string;
  productId: string;
  status: 'on' | 'off';
}

export function settingsDraftOf(exam: AdminExamDetail): SettingsDraft {
  return {
    title: exam.title,
    summary: exam.summary,
    certificateTitle: exam.certificateTitle,
    duration: String(exam.durationMinutes),
    passScore: String(exam.passScore),
    drawCount: exam.drawCount === null ? '' : String(exam.drawCount),
    productId: exam.requiredProduct ? String(exam.requiredProduct.id) : '',
    status: exam.status,
  };
}

const whole = (text: string, min: number, max: number) =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function settingsBodyOf(draft: SettingsDraft): { body: ExamSettingsForm } | { error: string } {
  if (draft.title.trim().length < 2) return { error: '考试名称至少 2 个字' };
  if (draft.certificateTitle.trim().length < 2) return { error: '证书上的课程名至少 2 个字' };
  if (!whole(draft.duration, 1, 600)) return { error: '考试时长请填写 1–600 的整数分钟' };
  if (!whole(draft.passScore, 1, 100)) return { error: '及格分请填写 1–100 的整数' };
  if (draft.drawCount.trim() && !whole(draft.drawCount, 1, 500))
    return { error: '抽题数请填写 1–500 的整数，全部题目请留空' };
  return {
    body: {
      title: draft.title.trim(),
      summary: draft.summary.trim(),
      certificateTitle: draft.certificateTitle.trim(),
      durationMinutes: Number(draft.duration),
      passScore: Number(draft.passScore),
      drawCount: draft.drawCount.trim() ? Number(draft.drawCount) : null,
      requiredProductId: draft.productId ? Number(draft.productId) : null,
      status: draft.status,
    },
  };
}

export interface QuestionDraft {
  kind: 'single' | 'multiple' | 'chart';
  stem: string;
  /** One option per line. */
  options: string;
  answer: number[];
  explanation: string;
  chart: {
    label: string;
    date: string;
    time: string;
    timeZone: string;
    latitude: string;
    longitude: string;
    placeName: string;
  };
}

const NO_CHART = {
  label: '练习盘',
  date: '',
  time: '',
  timeZone: 'Asia/Shanghai',
  latitude: '',
  longitude: '',
  placeName: '',
};

export function questionDraftOf(question: AdminExamQuestion | null): QuestionDraft {
  return {
    kind: question?.kind ?? 'single',
    stem: question?.stem ?? '',
    options: question?.options.join('\n') ?? '',
    answer: question?.answer ?? [],
    explanation: question?.explanation ?? '',
    chart: question?.chart
      ? {
          ...question.chart,
          latitude: String(question.chart.latitude),
          longitude: String(question.chart.longitude),
        }
      : NO_CHART,
  };
}

export const optionsOf = (draft: QuestionDraft): string[] =>
  draft.options
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function questionBodyOf(draft: QuestionDraft): { body: QuestionForm } | { error: string } {
  const options = optionsOf(draft);
  if (draft.stem.trim().length < 5) return { error: '题干至少 5 个字' };
  if (options.length < 2 || options.length > 6) return { error: '请填写 2–6 个选项，每行一个' };
  if (new Set(options).size !== options.length) return { error: '选项不能重复' };
  const answer = draft.answer.filter((index) => index < options.length);
  if (draft.kind === 'multiple' ? answer.length < 2 : answer.length !== 1)
    return { error: draft.kind === 'multiple' ? '多选题请勾选至少 2 个正确答案' : '请勾选 1 个正确答案' };
  let chart: QuestionForm['chart'] = null;
  if (draft.kind === 'chart') {
    const c = draft.chart;
    const latitude = Number(c.latitude);
    const longitude = Number(c.longitude);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(c.date) || !/^\d{2}:\d{2}$/.test(c.time))
      return { error: '读盘题请填写星盘的出生日期和时间' };
    if (!c.latitude.trim() || !c.longitude.trim() || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
      return { error: '读盘题请填写有效的经纬度' };
    if (!c.placeName.trim() || !c.label.trim()) return { error: '读盘题请填写星盘名称和出生地点' };
    chart = { ...c, label: c.label.trim(), placeName: c.placeName.trim(), latitude, longitude };
  }
  return {
    body: {
      kind: draft.kind,
      stem: draft.stem.trim(),
      options,
      answer,
      explanation: draft.explanation.trim(),
      chart,
    },
  };
}
