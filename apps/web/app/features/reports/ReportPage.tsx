import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { ReportFileButton } from './ReportFileButton.tsx';
import { inputPath, versionPath } from './report-links.ts';
import { ReportReader } from './ReportReader.tsx';
import { ReportLoadState } from './ReportLoadState.tsx';
import { useReport } from './use-report.ts';

// The reader page of one bought report (/report/v3/detail, /report/study/detail): the generating
// state while its job runs (asked again every 2 s), then the report, its versions and the PDF.

export function ReportPage({ id, variant }: { id: string; variant: 'default' | 'study' }) {
  const { load, reload } = useReport(id);
  if (load.kind !== 'ready')
    return <ReportLoadState load={load} reload={reload} loadingText="正在打开报告…" />;
  const report = load.report;
  if (report.status === 'awaiting_input')
    return (
      <div className="page report-page">
        <PageError
          text="这份报告还没有填写资料。"
          action={
            <Link className="btn btn-primary" to={inputPath(report)}>
              去填写资料
            </Link>
          }
        />
      </div>
    );
  if (report.status === 'generating')
    return (
      <div className="page report-page">
        <PageLoading text="报告生成中，通常不到一分钟，请稍候…" />
      </div>
    );
  if (report.status === 'failed' || !report.document)
    return (
      <div className="page report-page">
        <PageError
          text="报告生成失败，我们已记录问题。你可以核对资料后重新提交。"
          action={
            <Link className="btn btn-primary" to={`${inputPath(report)}?correct=1`}>
              重新提交
            </Link>
          }
        />
      </div>
    );
  const older = report.versions.filter((v) => v.version !== report.currentVersion);
  return (
    <div className="page report-page">
      <p>
        <Link to="/user/report">‹ 我的报告</Link>
      </p>
      <ReportReader
        document={report.document}
        variant={variant}
        actions={
          <>
            <ReportFileButton
              reportId={report.id}
              fileName={`${report.title}-${report.people?.[0]?.name ?? ''}`}
            />
            <ReportFileButton
              reportId={report.id}
              fileName={`${report.title}-${report.people?.[0]?.name ?? ''}`}
              kind="shareImage"
            />
            {report.correctionUntil && (
              <Link className="btn btn-small" to={`${inputPath(report)}?correct=1`}>
                修正出生资料
              </Link>
            )}
            {older.map((v) => (
              <Link key={v.version} className="btn btn-small" to={versionPath(report, v.version)}>
                查看第 {v.version} 版
              </Link>
            ))}
          </>
        }
      />
    </div>
  );
}
