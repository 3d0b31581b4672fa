import { useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { certificateVerifyPath } from '@xingtu/contracts/exams';
import { downloadCertificate, fetchAttempt } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /user/exam/success?id=<attempt>: the result right after handing in — the score, and the certificate
// when it passed (download, verification link), or the way to try again.

export const meta: MetaFunction = () => [{ title: '考试结果 - 星图' }];

export default function ExamSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { value, load, reload } = useLoad(() => fetchAttempt(id), id);
  const [downloadFailed, setDownloadFailed] = useState(false);
  if (load.kind !== 'ready' || !value)
    return (
      <div className="user-panel">
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到这次考试的结果。"
          failedText="考试结果暂时无法加载，请稍后再试。"
          back={{ to: '/user/exam', label: '返回我的考试' }}
        />
      </div>
    );
  const number = value.certificateNumber;
  return (
    <div className="user-panel">
      <section className="cert-check">
        <h1>
          {value.passed ? '恭喜你通过考试！' : value.status === 'open' ? '考试还在进行中' : '这次没有通过'}
        </h1>
        <p className="exam-meta">{value.examTitle}</p>
        {value.status === 'graded' && <div className="exam-score">{value.score} 分</div>}
        {value.status === 'graded' && (
          <p>
            答对 {value.correctCount} / {value.questionCount} 题，{value.passScore} 分及格
            {value.endedBy === 'timeout' ? '；时间到，系统已按保存的答案自动交卷' : ''}。
          </p>
        )}
        {number && (
          <>
            <p>
              证书已发放，编号 <span className="ecard-code">{number}</span>
            </p>
            <div className="exam-actions" style={{ justifyContent: 'center' }}>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void downloadCertificate(number).then((ok) => setDownloadFailed(!ok))}
              >
                下载证书 PDF
              </button>
              <Link className="btn" to={certificateVerifyPath(number)}>
                在线查验
              </Link>
            </div>
            {downloadFailed && (
              <p className="form-error" role="alert">
                证书下载失败，请稍后再试。
              </p>
            )}
          </>
        )}
        <div className="exam-actions" style={{ justifyContent: 'center' }}>
          <Link className="btn" to={`/user/exam/detail/${value.id}`}>
            {value.status === 'open' ? '继续作答' : '查看答案与解析'}
          </Link>
          {value.status === 'graded' && !value.passed && (
            <Link className="btn btn-primary" to={`/course/exam?id=${value.examSlug}`}>
              再考一次
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
