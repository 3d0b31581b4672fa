import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { downloadCertificate, fetchCertificates } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /user/certificate: every certificate the member holds, with its PDF and its public check.

export const meta: MetaFunction = () => [{ title: '我的证书 - 星图' }];

export default function MyCertificatesPage() {
  const { value, load, reload } = useLoad(fetchCertificates, 'certificates');
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>我的证书</h1>
        <Link to="/user/exam">我的考试 ›</Link>
      </div>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到证书。"
          failedText="证书暂时无法加载，请稍后再试。"
          back={{ to: '/user/order', label: '返回个人中心' }}
        />
      ) : value.length === 0 ? (
        <EmptyState
          text="你还没有证书。通过课程考试后，证书会自动发放到这里。"
          action={
            <Link className="btn btn-primary" to="/course/exam">
              去参加考试
            </Link>
          }
        />
      ) : (
        <ul className="exam-list" aria-label="证书列表">
          {value.map((cert) => (
            <li key={cert.number} className="card">
              <div>
                <strong>{cert.title}</strong>{' '}
                {cert.status === 'valid' ? (
                  <span className="status-tag" data-tone="ok">
                    有效
                  </span>
                ) : (
                  <span className="status-tag" data-tone="bad">
                    已撤销
                  </span>
                )}
                <div className="exam-meta">
                  {cert.examTitle} · {cert.score} 分 · {formatBeijing(cert.issuedAt, 'date')} 发证
                </div>
                <div className="exam-meta">
                  编号 <span className="ecard-code">{cert.number}</span>
                </div>
              </div>
              <div className="exam-actions">
                {cert.status === 'valid' && (
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    onClick={() =>
                      void downloadCertificate(cert.number).then((ok) => setFailed(ok ? null : cert.number))
                    }
                  >
                    下载 PDF
                  </button>
                )}
                <Link className="btn btn-small" to={cert.verifyPath}>
                  查验
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="form-error" role="alert">
          证书下载失败，请稍后再试。
        </p>
      )}
    </div>
  );
}
