import { HOMEWORK_RULES } from '@xingtu/contracts/courses';

// The grading form's check before sending (the server checks again and has the last word).

export type Grade = { passed: boolean; score: number; comment: string } | { error: string };

export function gradeOf(passed: boolean, scoreText: string, commentText: string): Grade {
  const text = scoreText.trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return { error: '分数在 0 到 100 之间' };
  const comment = commentText.trim();
  if (comment.length < 2) return { error: '请填写批改意见' };
  if (comment.length > HOMEWORK_RULES.commentMaxChars) {
    return { error: `批改意见最多 ${HOMEWORK_RULES.commentMaxChars} 个字` };
  }
  return { passed, score: Number(text), comment };
}
