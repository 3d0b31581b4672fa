import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';

/** The states a report page (or a page reading from a report, like the calendar's) waits through. */
type Pending = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready' };

/**
 * What a report page shows until its report is there: loading, not found (or not this member's), or
 * a failure with a way to try again. Null once the report is ready. The words default to a report's;
 * a page reading something else from a report (a calendar month) names what it reads.
 */
export function ReportLoadState({
  load,
  reload,
  loadingText,
  missingText = '报告不存在，或不属于当前账号。',
  failedText = '报告加载失败，请稍后再试。',
}: {
  load: Pending;
  reload: () => void;
  loadingText?: string;
  missingText?: string;
  failedText?: string;
}) {
  if (load.kind === 'loading') return loadingText ? <PageLoading text={loadingText} /> : <PageLoading />;
  if (load.kind === 'missing')
    return (
      <PageError
        text={missingText}
        action={
          <Link className="btn" to="/user/report">
            我的报告
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text={failedText}
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  return null;
}
