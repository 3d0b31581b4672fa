import { LoadState, type Pending } from '../../components/ui/LoadState.tsx';

/**
 * What a report page shows until its report is there (loading, not found or not this member's, or a
 * failure to retry), with the way back to 我的报告. The words default to a report's; a page reading
 * something else from a report (a calendar month) names what it reads.
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
  return (
    <LoadState
      load={load}
      reload={reload}
      {...(loadingText ? { loadingText } : {})}
      missingText={missingText}
      failedText={failedText}
      back={{ to: '/user/report', label: '我的报告' }}
    />
  );
}
