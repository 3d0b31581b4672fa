import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AttemptDetail } from '@xingtu/contracts/exams-schemas';
import { saveExamAnswer, submitExam } from '../../api/exams.ts';
import { ApiError } from '../../api/api-error.ts';
import { QuestionCard } from './QuestionCard.tsx';

function clockText(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Taking an open attempt: every question on one page, each answer saved as it is chosen, the clock
 * counting down from the server's remaining time. The server owns the deadline: when the local clock
 * reaches zero the page hands in, and an answer the server refuses for time sends the member to the
 * graded attempt.
 */
export function ExamRunner({ attempt }: { attempt: AttemptDetail }) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<number, number[]>>(() =>
    Object.fromEntries(attempt.questions.map((q) => [q.id, q.chosen])),
  );
  // The latest answers for the hand-in, which the clock's timer (set up once) also calls.
  const latest = useRef(answers);
  // Each question's saves go out one after another, so the server keeps the last choice.
  const saving = useRef(new Map<number, Promise<unknown>>());
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const endsAt = useRef(Date.now() + attempt.remainingSeconds * 1000);
  const [left, setLeft] = useState(attempt.remainingSeconds);
  const handedIn = useRef(false);

  const finish = async () => {
    if (handedIn.current) return;
    handedIn.current = true;
    setSubmitting(true);
    try {
      const summary = await submitExam(
        attempt.id,
        Object.fromEntries(Object.entries(latest.current).filter(([, c]) => c.length > 0)),
      );
      navigate(`/user/exam/success?id=${summary.id}`, { replace: true });
    } catch (caught) {
      // Time ran out on the server first: the attempt is graded on what was saved.
      if (caught instanceof ApiError && (caught.code === '003411' || caught.code === '003413'))
        navigate(`/user/exam/success?id=${attempt.id}`, { replace: true });
      else {
        handedIn.current = false;
        setSubmitting(false);
        setError(caught instanceof ApiError ? caught.message : '交卷失败，请检查网络后重试');
      }
    }
  };

  useEffect(() => {
    const timer = window.setInterval(() => {
      const seconds = Math.ceil((endsAt.current - Date.now()) / 1000);
      setLeft(seconds);
      if (seconds <= 0) {
        window.clearInterval(timer);
        void finish();
      }
    }, 1000);
    return () => window.clearInterval(timer);
    // The clock is set once per attempt.
  }, [attempt.id]);

  const choose = async (questionId: number, choices: number[]) => {
    latest.current = { ...latest.current, [questionId]: choices };
    setAnswers(latest.current);
    setNotes((current) => ({ ...current, [questionId]: '正在保存…' }));
    const save = (saving.current.get(questionId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => saveExamAnswer(attempt.id, questionId, choices));
    saving.current.set(questionId, save);
    try {
      await save;
      setNotes((current) => ({ ...current, [questionId]: '已自动保存' }));
    } catch (caught) {
      if (caught instanceof ApiError && (caught.code === '003411' || caught.code === '003413')) {
        navigate(`/user/exam/success?id=${attempt.id}`, { replace: true });
        return;
      }
      setNotes((current) => ({
        ...current,
        [questionId]: caught instanceof ApiError ? caught.message : '保存失败，交卷时会再次提交这道题',
      }));
    }
  };

  const answered = Object.values(answers).filter((c) => c.length > 0).length;
  const total = attempt.questions.length;
  const handIn = () => {
    const missing = total - answered;
    if (missing > 0 && !window.confirm(`还有 ${missing} 道题没有作答，确定要交卷吗？`)) return;
    void finish();
  };

  return (
    <div>
      <div className="exam-bar" role="timer" aria-label="剩余时间">
        <span>
          剩余时间{' '}
          <span className="exam-timer" data-urgent={left <= 60 ? 'true' : 'false'}>
            {clockText(left)}
          </span>
        </span>
        <span className="exam-progress">
          已答 {answered} / {total}
        </span>
      </div>
      {attempt.questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          index={index}
          question={question}
          chosen={answers[question.id] ?? []}
          onChange={(choices) => void choose(question.id, choices)}
          disabled={submitting}
          note={notes[question.id]}
        />
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="exam-actions">
        <button type="button" className="btn btn-primary" onClick={handIn} disabled={submitting}>
          {submitting ? '正在交卷…' : '交卷'}
        </button>
        <span className="exam-meta">答案会自动保存；离开页面计时不会停止，到时间系统会自动交卷。</span>
      </div>
    </div>
  );
}
