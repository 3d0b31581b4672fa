import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { correctReportInput, submitReportInput } from '../api/reports.ts';
import { PageError } from '../components/ui/PageState.tsx';
import { BabyInputLocked } from '../features/baby/BabyInputLocked.tsx';
import { BabySteps } from '../features/baby/BabySteps.tsx';
import { clearChildDraft, readChildDraft } from '../features/baby/child-draft.ts';
import { useBabyReport } from '../features/baby/use-baby-report.ts';
import { PersonSlot, type ChosenPerson } from '../features/charts/index.ts';
import { readerPath } from '../features/reports/report-links.ts';
import { ReportLoadState } from '../features/reports/ReportLoadState.tsx';
import '../features/baby/baby.css';
import '../features/charts/chart.css';
import '../features/reports/reports.css';

// Step 2 of filling a bought baby report: the parents' births, optional (each one adds a reading of
// how that parent's Moon meets the child's). Sends the child and the parents given as the report's
// input, which locks it and starts generating; ?correct=1 sends the one free correction instead.

export const meta: MetaFunction = () => [{ title: '填写父母的出生资料 - 星图' }];

const PARENTS = ['家长一（可选）', '家长二（可选）'] as const;

export default function BabyParentInputPage() {
  const [params] = useSearchParams();
  const id = params.get('report') ?? '';
  const correcting = params.get('correct') === '1';
  const navigate = useNavigate();
  const { load, reload, report, open } = useBabyReport(id, correcting);
  const [child] = useState<ChosenPerson | null>(() =>
    typeof window === 'undefined' ? null : readChildDraft(id),
  );
  const [parents, setParents] = useState<(ChosenPerson | null)[]>([null, null]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!/^[a-z0-9]{12}$/.test(id)) return <PageError text="请先从“我的报告”选择要填写的宝宝报告。" />;
  if (!report) return <ReportLoadState load={load} reload={reload} />;
  const back = `/babyReport/input/${id}${correcting ? '?correct=1' : ''}`;

  const submit = () => {
    if (!child) return;
    setBusy(true);
    setError(null);
    const people = [child, ...parents.filter((p): p is ChosenPerson => p !== null)].map((p) => p.source);
    const send = report.status === 'awaiting_input' ? submitReportInput : correctReportInput;
    send(report.id, people)
      .then((next) => {
        clearChildDraft(id);
        navigate(readerPath(next));
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setError(failure.fields[0]?.message ?? failure.message);
        else setError('提交失败，请稍后再试');
        setBusy(false);
      });
  };

  return (
    <div className="page report-page">
      <p>
        <Link to={back}>‹ 孩子的出生资料</Link>
      </p>
      <BabySteps current={2} />
      <h1>填写父母的出生资料</h1>
      <p className="muted">
        {report.title} · 订单 {report.orderNo}
      </p>
      {!open || report.template !== 'baby' ? (
        <BabyInputLocked report={report} />
      ) : !child ? (
        <PageError
          text="请先填写孩子的出生资料。"
          action={
            <Link className="btn btn-primary" to={back}>
              填写孩子的资料
            </Link>
          }
        />
      ) : (
        <div className="report-input">
          <div className="card person-summary" data-testid="child-summary">
            <span>
              <strong>孩子</strong>：{child.label}
            </span>
            <Link className="btn btn-small" to={back}>
              修改
            </Link>
          </div>
          <p className="field-hint">
            父母的资料可以不填。填写后，报告会多一节“亲子相处”：爸爸妈妈的月亮与孩子的月亮怎样相遇，怎样更好地回应孩子。
          </p>
          {PARENTS.map((title, i) => (
            <PersonSlot
              key={title}
              title={title}
              signedIn
              value={parents[i] ?? null}
              onChange={(person) => setParents((all) => all.map((p, j) => (j === i ? person : p)))}
            />
          ))}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p className="field-hint">提交后资料会锁定并开始生成；首次生成后 7 天内可免费修正一次出生资料。</p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>
            {busy
              ? '正在提交…'
              : report.status === 'awaiting_input'
                ? parents.some((p) => p)
                  ? '提交并生成报告'
                  : '不填父母资料，直接生成'
                : '提交修正并重新生成'}
          </button>
        </div>
      )}
    </div>
  );
}
