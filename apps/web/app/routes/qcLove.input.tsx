import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { ChartSource } from '@xingtu/contracts/charts';
import { createLoveTest } from '../api/fun.ts';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { chartFailureOf, type ChartFailure } from '../features/charts/chart-failure.ts';
import { ProfilePicker } from '../features/charts/ProfilePicker.tsx';
import '../features/charts/chart.css';
import '../features/fun/fun.css';

// /qcLove/input (login required): two births, one after the other; the result page opens when counted.

export const meta: MetaFunction = () => [{ title: '填写资料 - 恋爱契合度测试 - 星图' }];

export default function QcLoveInputPage() {
  const navigate = useNavigate();
  const [mine, setMine] = useState<ChartSource | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChartFailure | null>(null);
  const submit = (theirs: ChartSource) => {
    if (!mine) return;
    setBusy(true);
    setFailure(null);
    createLoveTest(mine, theirs).then(
      (result) => navigate(`/qcLove/result?id=${result.id}`),
      (error: unknown) => {
        const found = chartFailureOf(error);
        // A refusal of the first birth sends the member back to it.
        if (found.field?.startsWith('a.')) setMine(null);
        setFailure(found);
        setBusy(false);
      },
    );
  };
  return (
    <div className="page fun-page chart-page">
      <p>
        <Link to="/qcLove/home">‹ 恋爱契合度测试</Link>
      </p>
      <h1>填写两个人的出生资料</h1>
      <ol className="fun-steps" aria-label="步骤">
        <li aria-current={mine ? undefined : 'step'}>1 你的资料</li>
        <li aria-current={mine ? 'step' : undefined}>2 TA的资料</li>
      </ol>
      {!mine ? (
        <section className="card" aria-label="你的出生资料">
          <ProfilePicker label="选择我的档案" onPick={(profile) => setMine({ contactId: profile.id })} />
          <BirthForm
            key="mine"
            legend="你"
            showSettings={false}
            submitText="下一步"
            failure={failure}
            onSubmit={(source) => {
              setFailure(null);
              setMine(source);
            }}
          />
        </section>
      ) : (
        <section className="card" aria-label="TA的出生资料">
          <ProfilePicker label="选择TA的档案" onPick={(profile) => submit({ contactId: profile.id })} />
          <BirthForm
            key="theirs"
            legend="TA"
            showSettings={false}
            submitText={busy ? '正在计算…' : '查看契合度'}
            busy={busy}
            failure={failure}
            onSubmit={submit}
          />
          <button type="button" className="link-button" onClick={() => setMine(null)}>
            ‹ 修改我的资料
          </button>
        </section>
      )}
      <p className="field-hint">不知道出生时间也可以测试，行星相位仍然有效，只是月亮位置会有误差。</p>
    </div>
  );
}
