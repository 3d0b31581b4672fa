import { useState, type FormEvent } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { AdminCertificate } from '@xingtu/contracts/exams-schemas';
import { fetchCertificates, revokeCertificate } from '../../api/console-areas.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 证书 (admin, editor): issued certificates by number or member; revoking one (with a reason) makes the
// public check answer 已撤销 from then on.

function Row({
  certificate,
  run,
  busy,
}: {
  certificate: AdminCertificate;
  run: (action: () => Promise<unknown>, done: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <tr>
      <td>
        <a href={certificate.verifyPath}>{certificate.number}</a>
      </td>
      <td>
        {certificate.title}
        <br />
        <span className="muted">{certificate.examTitle}</span>
      </td>
      <td>
        {certificate.holderName} <span className="muted">{certificate.userId}</span>
      </td>
      <td>{certificate.score}</td>
      <td>{formatBeijing(certificate.issuedAt, 'date')}</td>
      <td>
        {certificate.status === 'valid' ? (
          <div className="console-actions">
            <input
              aria-label={`撤销 ${certificate.number} 的原因`}
              placeholder="撤销原因"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() =>
                void run(
                  () => revokeCertificate(certificate.number, reason),
                  `证书 ${certificate.number} 已撤销`,
                )
              }
            >
              撤销
            </button>
          </div>
        ) : (
          <>
            已撤销
            {certificate.revokedAt && `（${formatBeijing(certificate.revokedAt, 'date')}）`}
            {certificate.revokeReason && <span className="muted">：{certificate.revokeReason}</span>}
          </>
        )}
      </td>
    </tr>
  );
}

export function Certificates() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const list = useLoad(() => fetchCertificates(keyword, current), [keyword, current]);
  const { run, messages, busy } = useAction(list.reload);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setCurrent(1);
    setKeyword(typed.trim());
  };
  return (
    <>
      <h1 className="console-title">证书</h1>
      <form className="console-search" onSubmit={search} role="search">
        <input
          aria-label="证书编号或会员编号"
          placeholder="证书编号或会员编号"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
      </form>
      {messages}
      {list.failed ? (
        <PageError
          text="证书加载失败。"
          action={
            <button type="button" className="btn" onClick={list.reload}>
              重新加载
            </button>
          }
        />
      ) : !list.value ? (
        <PageLoading />
      ) : list.value.records.length === 0 ? (
        <EmptyState text="没有符合条件的证书。" />
      ) : (
        <>
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>编号</th>
                  <th>证书</th>
                  <th>持有人</th>
                  <th>成绩</th>
                  <th>颁发日期</th>
                  <th>状态</th>
                </tr>
              </thead>
              <tbody>
                {list.value.records.map((certificate) => (
                  <Row key={certificate.number} certificate={certificate} run={run} busy={busy} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            current={current}
            pages={Math.ceil(list.value.total / list.value.size)}
            onChange={setCurrent}
          />
        </>
      )}
    </>
  );
}
