import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import type { ReportLoad } from './use-report.ts';

/**
 * What a report page shows until its report is there: loading, not found (or not this member's), or
 * a failure with a way to try again. Null once the report is ready.
 */
export function ReportLoadState({
  load,
  reload,
  loadingText,
}: {
  load: ReportLoad;
  reload: () => void;
  loadingText?: string;
}) {
  if (load.kind === 'loading') return loadingText ? <PageLoading text={loadingText} /> : <PageLoading />;
  if (load.kind === 'missing')
    return (
      <PageError
        text="报告不存在，或不属于当前账号。"
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
        text="报告加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  return null;
}
