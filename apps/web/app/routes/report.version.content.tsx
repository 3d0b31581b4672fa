import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import type { ReportVersionRecord } from '@xingtu/contracts/reports';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ApiError } from '../api/api-error.ts';
import { fetchReportVersion } from '../api/reports.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { ReportReader } from '../features/reports/ReportReader.tsx';
import '../features/reports/reports.css';

// An older version of a report (?report=&version=): kept readable after a correction.

export const meta: MetaFunction = () => [{ title: '报告历史版本 - 星图' }];

type Load =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; record: ReportVersionRecord };

export default function ReportVersionPage() {
  const [params] = useSearchParams();
  const id = params.get('report') ?? '';
  const version = Number(params.get('version'));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const read = useCallback(() => {
    if (!/^[a-z0-9]{12}$/.test(id) || !Number.isInteger(version) || version < 1) {
      setLoad({ kind: 'missing' });
      return;
    }
    setLoad({ kind: 'loading' });
    fetchReportVersion(id, version).then(
      (record) => setLoad({ kind: 'ready', record }),
      (error: unknown) =>
        setLoad({
          kind: error instanceof ApiError && [404, 410, 422].includes(error.status) ? 'missing' : 'failed',
        }),
    );
  }, [id, version]);
  useEffect(read, [read]);

  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'missing') return <PageError text="这个版本不存在，或报告不属于当前账号。" />;
  if (load.kind === 'failed')
    return (
      <PageError
        text="报告版本加载失败。"
        action={
          <button type="button" className="btn" onClick={read}>
            重新加载
          </button>
        }
      />
    );
  const { record } = load;
  return (
    <div className="page report-page">
      <p>
        <Link to={`/report/v3/detail/${record.reportId}`}>‹ 返回当前版本</Link>
      </p>
      <p className="card report-version-note" role="note">
        你正在查看第 {record.version} 版{record.current ? '（当前版本）' : '（历史版本）'}，生成于{' '}
        {formatBeijing(record.createdAt, 'minute')}。
      </p>
      <ReportReader document={record.document} />
    </div>
  );
}
