import { useState, type FormEvent } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { AdminCertificate } from '@xingtu/contracts/exams-schemas';
import { fetchCertificates, revokeCertificate } from '../../api/console-areas.ts';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 证书 (admin, editor): issued certificates by number or member; revoking one (with a reason) makes the
// public check answer 已撤销 from then on.

/** The status, and for a valid certificate the reason box and 撤销 (its own typed reason). */
function StatusCell({
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
    <>
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
    </>
  );
}

export function Certificates() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const paging = useListState();
  const list = useLoad(() => fetchCertificates(keyword, paging.current), [keyword, paging.current]);
  const { run, messages, busy } = useAction(list.reload);
  const columns: ConsoleColumn<AdminCertificate>[] = [
    {
      id: 'number',
      header: '编号',
      cell: ({ row }) => <a href={row.original.verifyPath}>{row.original.number}</a>,
    },
    {
      id: 'title',
      header: '证书',
      cell: ({ row }) => (
        <>
          {row.original.title}
          <br />
          <span className="muted">{row.original.examTitle}</span>
        </>
      ),
    },
    {
      id: 'holder',
      header: '持有人',
      cell: ({ row }) => (
        <>
          {row.original.holderName} <span className="muted">{row.original.userId}</span>
        </>
      ),
    },
    { id: 'score', header: '成绩', cell: ({ row }) => row.original.score },
    { id: 'issued', header: '颁发日期', cell: ({ row }) => formatBeijing(row.original.issuedAt, 'date') },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusCell certificate={row.original} run={run} busy={busy} />,
    },
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    paging.restart();
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
      <ConsoleTable
        label="证书列表"
        columns={columns}
        loaded={list}
        rowKey={(certificate) => certificate.number}
        failedText="证书加载失败。"
        emptyText="没有符合条件的证书。"
        onPage={paging.setCurrent}
      />
    </>
  );
}
