import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { ChartSource } from '@xingtu/contracts/charts';
import { createElementTest } from '../api/fun.ts';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { chartFailureOf, type ChartFailure } from '../features/charts/chart-failure.ts';
import { ProfilePicker } from '../features/charts/ProfilePicker.tsx';
import '../features/charts/chart.css';
import '../features/fun/fun.css';

// /fourElement/input (login required): a saved profile or a birth; the result page opens when counted.

export const meta: MetaFunction = () => [{ title: '填写资料 - 四元素测试 - 星图' }];

export default function FourElementInputPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChartFailure | null>(null);
  const run = (source: ChartSource) => {
    setBusy(true);
    setFailure(null);
    createElementTest(source).then(
      (result) => navigate(`/fourElement/results?id=${result.id}`),
      (error: unknown) => {
        setFailure(chartFailureOf(error));
        setBusy(false);
      },
    );
  };
  return (
    <div className="page fun-page chart-page">
      <p>
        <Link to="/fourElement/home">‹ 四元素测试</Link>
      </p>
      <h1>填写出生资料</h1>
      <section className="card" aria-label="出生资料">
        <ProfilePicker label="选择档案" onPick={(profile) => run({ contactId: profile.id })} />
        <BirthForm
          showSettings={false}
          submitText={busy ? '正在计算…' : '查看我的元素'}
          busy={busy}
          failure={failure}
          onSubmit={run}
        />
        <p className="field-hint">有出生时间时会把上升点计入；不知道时间也可以测试。</p>
      </section>
    </div>
  );
}
