import { Link } from 'react-router';
import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { inputPath, readerPath } from '../reports/index.ts';

/** A baby report whose input is locked (already sent), or a report that is not a baby report. */
export function BabyInputLocked({ report }: { report: ReportDetailRecord }) {
  if (report.template !== 'baby')
    return (
      <div className="card">
        <p>这份报告不是宝宝报告，请在它自己的页面填写资料。</p>
        <Link className="btn btn-primary" to={inputPath(report)}>
          去填写资料
        </Link>
      </div>
    );
  return (
    <div className="card">
      <p>这份报告的资料已经提交{report.people ? `：${report.people.map((p) => p.name).join('、')}` : ''}。</p>
      <Link className="btn btn-primary" to={readerPath(report)}>
        查看报告
      </Link>
    </div>
  );
}
