import { EXAM_QUESTION_KIND_LABELS } from '@xingtu/contracts/exams';
import type { AttemptQuestion } from '@xingtu/contracts/exams-schemas';
import { ChartWheel } from '../charts/index.ts';

const LETTERS = 'ABCDEFGHIJ';

/**
 * One question: stem, the wheel of a chart-reading question, the options (radio for one answer,
 * checkboxes for several). After grading it shows the right options and the explanation, read-only.
 */
export function QuestionCard({
  index,
  question,
  chosen,
  onChange,
  disabled,
  note,
}: {
  index: number;
  question: AttemptQuestion;
  chosen: number[];
  onChange?: (choices: number[]) => void;
  disabled?: boolean;
  note?: string;
}) {
  const graded = question.correct !== null;
  // The right options come with a pass only; a failed attempt marks the member's own choices.
  const key = question.answer;
  const multiple = question.kind === 'multiple';
  const toggle = (option: number, checked: boolean) => {
    if (!onChange) return;
    if (!multiple) onChange([option]);
    else onChange(checked ? [...chosen, option].sort((a, b) => a - b) : chosen.filter((c) => c !== option));
  };
  const stateOf = (option: number) => {
    if (!graded) return undefined;
    if (key) return key.includes(option) ? 'right' : chosen.includes(option) ? 'wrong' : undefined;
    if (!chosen.includes(option)) return undefined;
    return question.correct ? 'right' : 'wrong';
  };
  return (
    <section className="card exam-question" aria-label={`第 ${index + 1} 题`}>
      <h2>
        <span className="exam-kind">{EXAM_QUESTION_KIND_LABELS[question.kind]}</span>
        {index + 1}. {question.stem}
      </h2>
      {question.chart && (
        <figure className="exam-chart">
          <ChartWheel
            inner={question.chart.inner}
            aspects={question.chart.aspects}
            title={`${question.chart.label}星盘`}
          />
          <figcaption className="exam-chart-caption">
            {question.chart.label} · {question.chart.birthLine}
          </figcaption>
        </figure>
      )}
      <fieldset className="exam-options" disabled={disabled || graded}>
        <legend className="visually-hidden">选项</legend>
        {question.options.map((option, i) => (
          <label key={i} className="exam-option" data-state={stateOf(i)}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`q-${question.id}`}
              checked={chosen.includes(i)}
              onChange={(event) => toggle(i, event.target.checked)}
            />
            <span>
              {LETTERS[i]}. {option}
            </span>
          </label>
        ))}
      </fieldset>
      {!graded && <p className="exam-saved">{note ?? ''}</p>}
      {graded && (
        <div className="exam-explain">
          <p className="exam-verdict" data-ok={question.correct ? 'true' : 'false'}>
            {question.correct ? '回答正确' : chosen.length === 0 ? '未作答' : '回答错误'}
            {key && ` · 正确答案：${key.map((i) => LETTERS[i]).join('、')}`}
          </p>
          {question.explanation ? <p>{question.explanation}</p> : null}
        </div>
      )}
    </section>
  );
}
