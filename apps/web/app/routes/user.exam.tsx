import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchAttempts, fetchExams } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /user/exam: the exams on offer and every attempt of the member, open ones first to continue.

export const meta: MetaFunction = () => [{ title: '我的考试 - 星图' }];

const SIZE = 10;

export default function MyExamsPage() {
  const [current, setCurrent] = useState(1);
  const { value, load, reload } = useLoad(
    () => Promise.all([fetchExams(), fetchAttempts(current, SIZE)]),
    String(current),
  );
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>我的考试</h1>
        <Link to="/user/certificate">我的证书 ›</Link>
      </div>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到考试记录。"
          failedText="考试记录暂时无法加载，请稍后再试。"
          back={{ to: '/user/order', label: '返回个人中心' }}
        />
      ) : (
        <>
          <h2>可参加的考试</h2>
          {value[0].length === 0 ? (
            <EmptyState text="目前没有开放的考试。" />
          ) : (
            <ul className="exam-list">
              {value[0].map((exam) => (
                <li key={exam.slug} className="card">
                  <div>
                    <strong>{exam.title}</strong>
                    <div className="exam-meta">
                      {exam.questionCount} 题 · 限时 {exam.durationMinutes} 分钟 · {exam.passScore} 分及格
                    </div>
                  </div>
                  <Link className="btn" to={`/course/exam?id=${exam.slug}`}>
                    去考试
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h2>考试记录</h2>
          {value[1].records.length === 0 ? (
            <EmptyState text="你还没有参加过考试。" />
          ) : (
            <>
              <ul className="exam-list" aria-label="考试记录">
                {value[1].records.map((a) => (
                  <li key={a.id} className="card">
                    <div>
                      <strong>{a.examTitle}</strong>
                      <div className="exam-meta">
                        开始于 {formatBeijing(a.startedAt, 'minute')}
                        {a.status === 'graded'
                          ? ` · ${a.score} 分（${a.correctCount}/${a.questionCount} 题正确）${a.endedBy === 'timeout' ? ' · 超时自动交卷' : ''}`
                          : ` · 截止 ${formatBeijing(a.deadline, 'minute')}`}
                      </div>
                    </div>
                    <div className="exam-actions">
                      {a.status === 'open' ? (
                        <span className="status-tag">作答中</span>
                      ) : a.passed ? (
                        <span className="status-tag" data-tone="ok">
                          已通过
                        </span>
                      ) : (
                        <span className="status-tag" data-tone="bad">
                          未通过
                        </span>
                      )}
                      <Link className="btn btn-small" to={`/user/exam/detail/${a.id}`}>
                        {a.status === 'open' ? '继续作答' : '查看解析'}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager current={current} pages={Math.ceil(value[1].total / SIZE)} onChange={setCurrent} />
            </>
          )}
        </>
      )}
    </div>
  );
}
