import { Link, useParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { EXAM_RETAKE_WAIT_HOURS } from '@xingtu/contracts/exams';
import { fetchAttempt } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { ExamRunner } from '../features/exams/ExamRunner.tsx';
import { QuestionCard } from '../features/exams/QuestionCard.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /user/exam/detail/:id: an open attempt continues here; a graded one shows every answer, with the
// right options and the explanation once the exam is passed (a failed one: right or wrong only).

export const meta: MetaFunction = () => [{ title: '答卷详情 - 星图' }];

export default function ExamDetailPage() {
  const { id = '' } = useParams();
  const { value, load, reload } = useLoad(() => fetchAttempt(id), id);
  if (load.kind !== 'ready' || !value)
    return (
      <div className="user-panel">
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到这份答卷。"
          failedText="答卷暂时无法加载，请稍后再试。"
          back={{ to: '/user/exam', label: '返回我的考试' }}
        />
      </div>
    );
  if (value.status === 'open')
    return (
      <div className="user-panel">
        <h1>{value.examTitle}</h1>
        <ExamRunner attempt={value} />
      </div>
    );
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>{value.examTitle}</h1>
        <Link to="/user/exam">‹ 我的考试</Link>
      </div>
      <section className="card">
        <div className="exam-score">{value.score} 分</div>
        <p>
          {value.passed ? (
            <span className="status-tag" data-tone="ok">
              已通过
            </span>
          ) : (
            <span className="status-tag" data-tone="bad">
              未通过（{value.passScore} 分及格）
            </span>
          )}{' '}
          答对 {value.correctCount} / {value.questionCount} 题 · 交卷于{' '}
          {formatBeijing(value.gradedAt, 'minute')}
          {value.endedBy === 'timeout' ? '（时间到自动交卷）' : ''}
        </p>
        <div className="exam-actions">
          {value.certificateNumber ? (
            <Link className="btn btn-primary" to="/user/certificate">
              查看证书
            </Link>
          ) : (
            <Link className="btn btn-primary" to={`/course/exam?id=${value.examSlug}`}>
              再考一次
            </Link>
          )}
        </div>
        {!value.passed && value.gradedAt && (
          <p className="muted">
            正确答案与解析在通过考试后显示。可在{' '}
            {formatBeijing(
              new Date(new Date(value.gradedAt).getTime() + EXAM_RETAKE_WAIT_HOURS * 3_600_000),
              'minute',
            )}
            （北京时间）之后重考。
          </p>
        )}
      </section>
      <h2>{value.passed ? '答案与解析' : '作答情况'}</h2>
      {value.questions.map((question, index) => (
        <QuestionCard key={question.id} index={index} question={question} chosen={question.chosen} />
      ))}
    </div>
  );
}
