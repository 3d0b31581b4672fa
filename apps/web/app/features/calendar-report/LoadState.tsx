import { Link } from 'react-router';
import { PageError } from '../../components/ui/PageState.tsx';
import { ReportLoadState, type Polled } from '../reports/index.ts';
import { CALENDAR_HOME } from './links.ts';

/** What a calendar report page shows until its data is there (the report pages' states, in the calendar's words); null once it is. */
export function LoadState<T>({
  load,
  reload,
  loadingText = '正在推算你的日历…',
}: {
  load: Polled<T>;
  reload: () => void;
  loadingText?: string;
}) {
  return (
    <ReportLoadState
      load={load}
      reload={reload}
      loadingText={loadingText}
      missingText="这份日历不存在、不在日历的时间范围内，或不属于当前账号。"
      failedText="日历加载失败，请稍后再试。"
    />
  );
}

/** An edit or reading page opened without a report: where to get one. */
export function NoReport() {
  return (
    <PageError
      text="请先购买个人星象日历，付款后按步骤填写资料。"
      action={
        <Link className="btn btn-primary" to={CALENDAR_HOME}>
          了解个人星象日历
        </Link>
      }
    />
  );
}
