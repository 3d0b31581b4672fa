import { useEffect, useState, type FormEvent } from 'react';
import { EXAM_QUESTION_KIND_LABELS, EXAM_QUESTION_KINDS } from '@xingtu/contracts/exams';
import type { AdminExamDetail, AdminExamQuestion } from '@xingtu/contracts/exams-schemas';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@xingtu/contracts/enums';
import {
  fetchAdminExam,
  fetchAdminExams,
  saveExamQuestion,
  saveExamSettings,
} from '../../api/console-areas.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import {
  optionsOf,
  questionBodyOf,
  questionDraftOf,
  settingsBodyOf,
  settingsDraftOf,
  type QuestionDraft,
  type SettingsDraft,
} from './exam-form.ts';
import { messageOf, useLoad } from './use-load.ts';

// 考试题库 (editors, admins): pick an exam, set its time, pass mark, how many questions an attempt
// draws and the course (or certification sign-up) a member must own; edit its bank of single,
// multiple and chart-reading questions with their answers and explanations.

type Status = { kind: 'ok' | 'error'; text: string } | null;
const LETTERS = 'ABCDEF';

function Line({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <p
      className={status.kind === 'ok' ? 'console-notice' : 'console-error'}
      role={status.kind === 'ok' ? 'status' : 'alert'}
    >
      {status.text}
    </p>
  );
}

function Settings({ exam, onSaved }: { exam: AdminExamDetail; onSaved(exam: AdminExamDetail): void }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(exam));
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => setDraft(settingsDraftOf(exam)), [exam]);
  const field = (key: keyof SettingsDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsBodyOf(draft);
    if ('error' in checked) return setStatus({ kind: 'error', text: checked.error });
    try {
      onSaved(await saveExamSettings(exam.slug, checked.body));
      setStatus({ kind: 'ok', text: '考试设置已保存' });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  };
  return (
    <form
      className="console-panel console-editor"
      aria-label="考试设置"
      onSubmit={(event) => void save(event)}
    >
      <h2>考试设置</h2>
      <div className="console-form-row">
        <label className="console-field">
          考试名称
          <input {...field('title')} maxLength={60} />
        </label>
        <label className="console-field">
          证书上的课程名
          <input {...field('certificateTitle')} maxLength={40} />
        </label>
      </div>
      <label className="console-field">
        考试说明
        <textarea rows={2} {...field('summary')} maxLength={300} />
      </label>
      <div className="console-form-row">
        <label className="console-field">
          时长（分钟）
          <input {...field('duration')} inputMode="numeric" />
        </label>
        <label className="console-field">
          及格分（百分制）
          <input {...field('passScore')} inputMode="numeric" />
        </label>
        <label className="console-field">
          每次抽题数（留空为全部 {exam.bankSize} 道）
          <input {...field('drawCount')} inputMode="numeric" />
        </label>
      </div>
      <div className="console-form-row">
        <label className="console-field">
          参加条件：需已购买
          <select {...field('productId')}>
            <option value="">不限（登录即可参加）</option>
            {exam.productChoices.map((product) => (
              <option key={product.id} value={product.id}>
                {PRODUCT_TYPE_LABELS[product.type as ProductType] ?? '商品'} · {product.title}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          状态
          <select {...field('status')}>
            <option value="on">开放</option>
            <option value="off">关闭</option>
          </select>
        </label>
      </div>
      <Line status={status} />
      <button type="submit" className="btn btn-primary">
        保存设置
      </button>
    </form>
  );
}

function QuestionEditor({
  slug,
  question,
  onSaved,
}: {
  slug: string;
  question: AdminExamQuestion | null;
  onSaved(exam: AdminExamDetail): void;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(() => questionDraftOf(question));
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => setDraft(questionDraftOf(question)), [question]);
  const options = optionsOf(draft);
  const tick = (index: number, on: boolean) =>
    setDraft({
      ...draft,
      answer:
        draft.kind === 'multiple'
          ? on
            ? [...draft.answer, index]
            : draft.answer.filter((item) => item !== index)
          : [index],
    });
  const chartField = (key: keyof QuestionDraft['chart'], label: string, type = 'text') => (
    <label className="console-field">
      {label}
      <input
        type={type}
        value={draft.chart[key]}
        onChange={(event) => setDraft({ ...draft, chart: { ...draft.chart, [key]: event.target.value } })}
      />
    </label>
  );
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = questionBodyOf(draft);
    if ('error' in checked) return setStatus({ kind: 'error', text: checked.error });
    try {
      onSaved(await saveExamQuestion(slug, question?.id ?? null, checked.body));
      if (!question) setDraft(questionDraftOf(null));
      setStatus({ kind: 'ok', text: question ? '题目已保存' : '题目已添加' });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  };
  return (
    <form
      className="console-editor"
      aria-label={question ? `题目 ${question.id}` : '新增题目'}
      onSubmit={(event) => void save(event)}
    >
      <div className="console-form-row">
        <label className="console-field">
          题型
          <select
            value={draft.kind}
            onChange={(event) =>
              setDraft({ ...draft, kind: event.target.value as QuestionDraft['kind'], answer: [] })
            }
          >
            {EXAM_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {EXAM_QUESTION_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="console-field">
        题干
        <textarea
          rows={2}
          value={draft.stem}
          maxLength={300}
          onChange={(event) => setDraft({ ...draft, stem: event.target.value })}
        />
      </label>
      <label className="console-field">
        选项（每行一个，2–6 个）
        <textarea
          rows={4}
          value={draft.options}
          onChange={(event) => setDraft({ ...draft, options: event.target.value })}
        />
      </label>
      {options.length > 0 && (
        <fieldset className="console-answer-pick">
          <legend>正确答案</legend>
          {options.map((option, index) => (
            <label key={`${index}-${option}`} className="console-switch">
              <input
                type={draft.kind === 'multiple' ? 'checkbox' : 'radio'}
                name={`answer-${question?.id ?? 'new'}`}
                checked={draft.answer.includes(index)}
                onChange={(event) => tick(index, event.target.checked)}
              />
              {LETTERS[index]}. {option}
            </label>
          ))}
        </fieldset>
      )}
      {draft.kind === 'chart' && (
        <div className="console-form-row">
          {chartField('label', '星盘名称')}
          {chartField('date', '出生日期', 'date')}
          {chartField('time', '出生时间', 'time')}
          {chartField('timeZone', '时区')}
          {chartField('latitude', '纬度')}
          {chartField('longitude', '经度')}
          {chartField('placeName', '出生地点')}
        </div>
      )}
      <label className="console-field">
        解析（交卷后学员可见）
        <textarea
          rows={2}
          value={draft.explanation}
          maxLength={500}
          onChange={(event) => setDraft({ ...draft, explanation: event.target.value })}
        />
      </label>
      <Line status={status} />
      <button type="submit" className="btn btn-primary">
        {question ? '保存题目' : '添加题目'}
      </button>
    </form>
  );
}

function ExamEditor({ slug }: { slug: string }) {
  const [exam, setExam] = useState<AdminExamDetail | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let live = true;
    setExam(null);
    setFailed('');
    fetchAdminExam(slug).then(
      (loaded) => live && setExam(loaded),
      (error: unknown) => live && setFailed(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  if (failed) return <PageError text={failed} />;
  if (!exam) return <PageLoading />;
  return (
    <>
      <Settings exam={exam} onSaved={setExam} />
      <section className="console-panel" aria-labelledby="bank-title">
        <h2 id="bank-title">题库（{exam.questions.length} 道）</h2>
        {exam.questions.map((question, index) => (
          <details key={question.id} className="console-lesson">
            <summary>
              {index + 1}. [{EXAM_QUESTION_KIND_LABELS[question.kind]}] {question.stem}
              <span className="muted"> · 答案 {question.answer.map((i) => LETTERS[i]).join('')}</span>
            </summary>
            <QuestionEditor slug={exam.slug} question={question} onSaved={setExam} />
          </details>
        ))}
      </section>
      <section className="console-panel" aria-labelledby="new-question">
        <h2 id="new-question">新增题目</h2>
        <QuestionEditor slug={exam.slug} question={null} onSaved={setExam} />
      </section>
    </>
  );
}

export function Exams() {
  const list = useLoad(() => fetchAdminExams(), []);
  const [slug, setSlug] = useState('');
  const chosen = slug || list.value?.[0]?.slug || '';
  return (
    <>
      <h1 className="console-title">考试题库</h1>
      {list.failed ? (
        <PageError
          text="考试加载失败。"
          action={
            <button type="button" className="btn" onClick={list.reload}>
              重新加载
            </button>
          }
        />
      ) : !list.value ? (
        <PageLoading />
      ) : list.value.length === 0 ? (
        <EmptyState text="还没有考试。" />
      ) : (
        <>
          <div className="console-tabs" role="group" aria-label="考试">
            {list.value.map((exam) => (
              <button
                key={exam.slug}
                type="button"
                className={exam.slug === chosen ? 'btn btn-primary' : 'btn'}
                aria-pressed={exam.slug === chosen}
                onClick={() => setSlug(exam.slug)}
              >
                {exam.title}
                {exam.status === 'off' ? '（已关闭）' : ''}
              </button>
            ))}
          </div>
          {chosen && <ExamEditor key={chosen} slug={chosen} />}
        </>
      )}
    </>
  );
}
