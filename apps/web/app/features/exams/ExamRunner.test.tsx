// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptDetail } from '@xingtu/contracts/exams-schemas';
import { saveExamAnswer, submitExam } from '../../api/exams.ts';
import { ExamRunner } from './ExamRunner.tsx';

vi.mock('../../api/exams.ts', () => ({ saveExamAnswer: vi.fn(), submitExam: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(saveExamAnswer).mockReset();
  vi.mocked(submitExam).mockReset();
});

const question = (id: number, kind: 'single' | 'multiple', chosen: number[] = []) => ({
  id,
  kind,
  stem: `第${id}题的题干`,
  options: ['甲', '乙', '丙', '丁'],
  chart: null,
  chosen,
  answer: null,
  correct: null,
  explanation: null,
});

const attemptOf = (remainingSeconds: number, questions: ReturnType<typeof question>[]): AttemptDetail => ({
  id: 'a1',
  examSlug: 'foundation',
  examTitle: '基础考试',
  status: 'open',
  startedAt: '2026-11-27T10:00:00.000Z',
  deadline: '2026-11-27T10:30:00.000Z',
  gradedAt: null,
  endedBy: null,
  questionCount: questions.length,
  correctCount: null,
  score: null,
  passScore: 60,
  passed: null,
  certificateNumber: null,
  remainingSeconds,
  durationMinutes: 30,
  questions,
});

function renderRunner(attempt: AttemptDetail) {
  const Stub = createRoutesStub([
    { path: '/exam', Component: () => <ExamRunner attempt={attempt} /> },
    { path: '/user/exam/success', Component: () => <p>已交卷</p> },
  ]);
  render(<Stub initialEntries={['/exam']} />);
}

const deferred = () => {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
};

describe('taking an exam', () => {
  it("sends one question's saves one after another, so the last choice is the one kept", async () => {
    const first = deferred();
    vi.mocked(saveExamAnswer)
      .mockImplementationOnce(() => first.promise as never)
      .mockResolvedValue({ questionId: 1, answered: 1, remainingSeconds: 600 });
    renderRunner(attemptOf(600, [question(1, 'multiple')]));
    const [a, b] = screen.getAllByRole('checkbox');
    fireEvent.click(a!);
    fireEvent.click(b!);
    await act(async () => {});
    // The second save waits for the first to be answered.
    expect(saveExamAnswer).toHaveBeenCalledTimes(1);
    expect(saveExamAnswer).toHaveBeenLastCalledWith('a1', 1, [0]);
    await act(async () => first.resolve({ questionId: 1, answered: 1, remainingSeconds: 600 }));
    expect(saveExamAnswer).toHaveBeenCalledTimes(2);
    expect(saveExamAnswer).toHaveBeenLastCalledWith('a1', 1, [0, 1]);
  });

  it('hands in the answers chosen on the page when the time runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(saveExamAnswer).mockResolvedValue({ questionId: 2, answered: 2, remainingSeconds: 2 });
    vi.mocked(submitExam).mockResolvedValue({ id: 'a1' } as never);
    // Question 1 was answered before a reload; question 2 is answered now, question 1 changed.
    renderRunner(attemptOf(3, [question(1, 'single', [0]), question(2, 'single')]));
    const [, q1b, , , q2a] = screen.getAllByRole('radio');
    fireEvent.click(q1b!);
    fireEvent.click(q2a!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(submitExam).toHaveBeenCalledWith('a1', { 1: [1], 2: [0] });
  });
});
