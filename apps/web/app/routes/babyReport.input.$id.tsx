import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { BabyInputLocked } from '../features/baby/BabyInputLocked.tsx';
import { BabySteps } from '../features/baby/BabySteps.tsx';
import { readChildDraft, saveChildDraft } from '../features/baby/child-draft.ts';
import { useBabyReport } from '../features/baby/use-baby-report.ts';
import { PersonSlot, type ChosenPerson } from '../features/charts/index.ts';
import { ReportLoadState } from '../features/reports/ReportLoadState.tsx';
import '../features/baby/baby.css';
import '../features/charts/chart.css';
import '../features/reports/reports.css';

// Step 1 of filling a bought baby report: the child's birth (a saved profile or a new birth). It is
// kept in this tab; the parents' page sends the whole input. ?correct=1: the one free correction.

export const meta: MetaFunction = () => [{ title: '填写孩子的出生资料 - 星图' }];

export default function BabyReportInputPage() {
  const id = useParams().id ?? '';
  const correcting = useSearchParams()[0].get('correct') === '1';
  const navigate = useNavigate();
  const { load, reload, report, open } = useBabyReport(id, correcting);
  const [child, setChild] = useState<ChosenPerson | null>(() =>
    typeof window === 'undefined' ? null : readChildDraft(id),
  );

  if (!report) return <ReportLoadState load={load} reload={reload} />;
  const next = () => {
    if (!child) return;
    saveChildDraft(id, child);
    navigate(`/babyReport/parentInput?report=${id}${correcting ? '&correct=1' : ''}`);
  };
  return (
    <div className="page report-page">
      <p>
        <Link to="/user/report">‹ 我的报告</Link>
      </p>
      <BabySteps current={1} />
      <h1>{report.status === 'awaiting_input' ? '填写孩子的出生资料' : '修正孩子的出生资料'}</h1>
      <p className="muted">
        {report.title} · 订单 {report.orderNo}
      </p>
      {open && report.template === 'baby' ? (
        <div className="report-input">
          {report.status !== 'awaiting_input' && report.correctionUntil && (
            <p className="field-hint">
              免费修正仅此一次，截止 {formatBeijing(report.correctionUntil, 'minute')}
              ；修正后会生成新版本，旧版本仍可查看。
            </p>
          )}
          <p className="field-hint">出生时间越准确，上升星座和宫位的解读越可靠；可以查看出生证明上的时间。</p>
          <PersonSlot title="孩子" signedIn value={child} onChange={setChild} />
          <button type="button" className="btn btn-primary" disabled={!child} onClick={next}>
            下一步：父母的出生资料
          </button>
        </div>
      ) : (
        <BabyInputLocked report={report} />
      )}
    </div>
  );
}
