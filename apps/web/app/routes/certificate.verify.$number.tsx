import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { certificateVerifyPath } from '@xingtu/contracts/exams';
import { verifyCertificate } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /certificate/verify/:number: the public check the certificate's QR code opens — holder (masked),
// what was achieved, the date, and whether it is valid, revoked or unknown. Anyone may look.

export const meta: MetaFunction = () => [{ title: '证书查验 - 星图' }];

const VERDICT = {
  valid: { text: '证书有效', tone: 'ok' },
  revoked: { text: '证书已撤销', tone: 'bad' },
  unknown: { text: '未找到这个证书编号', tone: 'bad' },
} as const;

export default function CertificateVerifyPage() {
  const { number = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const { value, load, reload } = useLoad(() => verifyCertificate(number), number);
  const check = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim().toUpperCase();
    if (next) navigate(certificateVerifyPath(next));
  };
  return (
    <div className="exam-page">
      <h1>证书查验</h1>
      <p className="exam-lead">星图颁发的每张证书都有唯一编号，可在这里核对真伪与当前状态。</p>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="证书编号格式不正确。"
          failedText="查验暂时无法完成（查询过于频繁时请稍等一分钟）。"
          back={{ to: '/', label: '返回首页' }}
        />
      ) : (
        <section className="card cert-check" aria-label="查验结果">
          <p>
            <span className="status-tag" data-tone={VERDICT[value.status].tone}>
              {VERDICT[value.status].text}
            </span>
          </p>
          {value.status === 'unknown' ? (
            <p>请核对编号是否输入正确（以 XT 开头，共 22 位）。</p>
          ) : (
            <dl>
              <dt>证书编号</dt>
              <dd className="ecard-code">{value.number}</dd>
              <dt>持证人</dt>
              <dd>{value.maskedName}</dd>
              <dt>课程 / 考试</dt>
              <dd>{value.title}</dd>
              <dt>成绩</dt>
              <dd>{value.score} 分</dd>
              <dt>发证日期</dt>
              <dd>{formatBeijing(value.issuedAt, 'date')}</dd>
              {value.revokedAt && (
                <>
                  <dt>撤销日期</dt>
                  <dd>{formatBeijing(value.revokedAt, 'date')}</dd>
                </>
              )}
            </dl>
          )}
        </section>
      )}
      <form className="card redeem-form" onSubmit={check} aria-label="查验其他证书">
        <input
          className="input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="输入证书编号，如 XT…"
          aria-label="证书编号"
          maxLength={40}
        />
        <button type="submit" className="btn btn-primary">
          查验
        </button>
      </form>
    </div>
  );
}
