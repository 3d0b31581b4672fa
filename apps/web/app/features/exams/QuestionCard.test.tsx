// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptQuestion } from '@xingtu/contracts/exams-schemas';
import { QuestionCard } from './QuestionCard.tsx';

afterEach(cleanup);

const graded = (over: Partial<AttemptQuestion>): AttemptQuestion => ({
  id: 1,
  kind: 'single',
  stem: '上升星座由什么决定？',
  options: ['出生时间与地点', '太阳星座', '月亮星座', '姓名'],
  chart: null,
  chosen: [1],
  answer: null,
  correct: false,
  explanation: null,
  ...over,
});

describe('QuestionCard after grading', () => {
  it('marks a failed answer wrong without naming the right option', () => {
    render(<QuestionCard index={0} question={graded({})} chosen={[1]} />);
    expect(screen.getByText('回答错误')).toBeTruthy();
    expect(screen.queryByText(/正确答案/)).toBeNull();
    expect(screen.getByLabelText('B. 太阳星座').closest('label')?.dataset.state).toBe('wrong');
    expect(screen.getByLabelText('A. 出生时间与地点').closest('label')?.dataset.state).toBeUndefined();
  });

  it('shows the key and the explanation of a passed attempt', () => {
    const question = graded({ answer: [0], explanation: '上升点随出生的时刻与地点而定。' });
    render(<QuestionCard index={0} question={question} chosen={[1]} />);
    expect(screen.getByText(/回答错误\s*· 正确答案：A/)).toBeTruthy();
    expect(screen.getByText('上升点随出生的时刻与地点而定。')).toBeTruthy();
    expect(screen.getByLabelText('A. 出生时间与地点').closest('label')?.dataset.state).toBe('right');
  });
});
