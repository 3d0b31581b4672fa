import type { DiceQuestionStatus } from '@xingtu/contracts/dice';

export function QuestionStatus({ status, label }: { status: DiceQuestionStatus; label: string }) {
  return <span className={`dice-status dice-status-${status}`}>{label}</span>;
}
