import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { examLockedMessage } from '@xingtu/contracts/exams';
import type { AttemptDetail } from '@xingtu/contracts/exams-schemas';
import { ApiError } from '../api/api-error.ts';
import { createOrder } from '../api/commerce.ts';
import { fetchExam, fetchExams, startExam } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { ExamRunner } from '../features/exams/ExamRunner.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /course/exam?id=<exam>: the exam's rules and the member's state (locked behind a product — a course's
// exam sends the member to enrol in the course —, an open attempt to continue, already passed), then the exam itself. Without an id: the exams on offer.

export const meta: MetaFunction = () => [{ title: '在线考试 - 星图' }];

function ExamChooser() {
  const { value, load, reload } = useLoad(fetchExams, 'exams');
  if (load.kind !== 'ready' || !value)
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到考试。"
        failedText="考试列表暂时无法加载，请稍后再试。"
        back={{ to: '/user/exam', label: '返回我的考试' }}
      />
    );
  if (value.length === 0) return <EmptyState text="目前没有开放的考试。" />;
  return (
    <ul className="exam-list">
      {value.map((exam) => (
        <li key={exam.slug} className="card">
          <div>
            <strong>{exam.title}</strong>
            <div className="exam-meta">
              {exam.questionCount} 题 · 限时 {exam.durationMinutes} 分钟 · {exam.passScore} 分及格
              {exam.requiredProduct
                ? ` · ${exam.requiredProduct.courseId ? '需先报名课程' : '需先购买'}「${exam.requiredProduct.title}」`
                : ''}
            </div>
          </div>
          <Link className="btn btn-primary" to={`/course/exam?id=${exam.slug}`}>
            查看考试
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ExamGate({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const { value: exam, load, reload } = useLoad(() => fetchExam(slug), slug);
  const [attempt, setAttempt] = useState<AttemptDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (attempt) return <ExamRunner attempt={attempt} />;
  if (load.kind !== 'ready' || !exam)
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到这场考试。"
        failedText="考试信息暂时无法加载，请稍后再试。"
        back={{ to: '/course/exam', label: '查看全部考试' }}
      />
    );

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      setAttempt(await startExam(slug));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '开始考试失败，请稍后再试');
      setBusy(false);
    }
  };
  const buy = async (productId: number) => {
    setBusy(true);
    try {
      const order = await createOrder({ productId, quantity: 1 });
      navigate(`/pay?orderNo=${encodeURIComponent(order.orderNo)}`);
    } catch {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{exam.title}</h1>
      <p className="exam-lead">{exam.summary}</p>
      <ul className="exam-facts">
        <li>
          题量 <strong>{exam.questionCount} 题</strong>
        </li>
        <li>
          限时 <strong>{exam.durationMinutes} 分钟</strong>
        </li>
        <li>
          及格 <strong>{exam.passScore} 分</strong>
        </li>
        {exam.attempts > 0 && (
          <li>
            已考 <strong>{exam.attempts} 次</strong>
            {exam.bestScore !== null ? `，最高 ${exam.bestScore} 分` : ''}
          </li>
        )}
      </ul>
      <section className="card">
        <h2>考试须知</h2>
        <ul>
          <li>题目顺序每次随机；每道题选择后自动保存，刷新或换设备都能接着答。</li>
          <li>计时以服务器为准，中途离开页面不会暂停，时间到系统会按已保存的答案自动交卷。</li>
          <li>同一时间只能进行一场考试。交卷后可查看每道题的正确答案与解析。</li>
          <li>及格即发放电子证书，可下载 PDF，并凭证书编号在线查验。</li>
        </ul>
        {exam.certificateNumber ? (
          <div className="exam-actions">
            <span className="status-tag" data-tone="ok">
              你已通过这场考试
            </span>
            <Link className="btn btn-primary" to="/user/certificate">
              查看我的证书
            </Link>
          </div>
        ) : exam.locked && exam.requiredProduct?.courseId ? (
          <div className="exam-actions">
            <span>{examLockedMessage(exam.requiredProduct)}。</span>
            <Link className="btn btn-primary" to={`/course/detail/${exam.requiredProduct.courseId}`}>
              去报名课程
            </Link>
          </div>
        ) : exam.locked && exam.requiredProduct ? (
          <div className="exam-actions">
            <span>{examLockedMessage(exam.requiredProduct)}。</span>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void buy(exam.requiredProduct!.id)}
            >
              立即购买
            </button>
          </div>
        ) : exam.otherOpenAttempt ? (
          <div className="exam-actions">
            <span>你还有一场「{exam.otherOpenAttempt.examTitle}」没有交卷，请先完成它。</span>
            <Link className="btn" to={`/user/exam/detail/${exam.otherOpenAttempt.id}`}>
              去完成
            </Link>
          </div>
        ) : (
          <div className="exam-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void begin()}>
              {exam.openAttemptId ? '继续作答' : '开始考试'}
            </button>
            <Link to="/user/exam">我的考试记录</Link>
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </>
  );
}

export default function CourseExamPage() {
  const [params] = useSearchParams();
  const slug = params.get('id');
  return (
    <div className="exam-page">
      {slug ? (
        <ExamGate slug={slug} />
      ) : (
        <>
          <h1>在线考试</h1>
          <p className="exam-lead">选择一场考试，了解规则后开始作答。</p>
          <ExamChooser />
        </>
      )}
    </div>
  );
}
