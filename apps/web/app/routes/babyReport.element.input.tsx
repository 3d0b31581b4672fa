import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { ChartSource } from '@xingtu/contracts/charts';
import { createElementCheck } from '../api/baby.ts';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { chartFailureOf, type ChartFailure } from '../features/charts/chart-failure.ts';
import { ProfilePicker } from '../features/charts/ProfilePicker.tsx';
import '../features/baby/baby.css';
import '../features/charts/chart.css';
import '../features/reports/reports.css';

// The free element-balance check of a child: a saved profile or the child's birth; the result is
// kept for the member (its own page), so it can be opened again later.

export const meta: MetaFunction = () => [
  { title: '免费宝宝元素测试 - 星图' },
  { name: 'description', content: '填写孩子的出生资料，免费看看孩子星盘里火、土、风、水四种元素的分布。' },
];

export default function BabyElementInputPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChartFailure | null>(null);
  const check = (source: ChartSource) => {
    setBusy(true);
    setFailure(null);
    createElementCheck(source).then(
      (result) => navigate(`/babyReport/element/result/${result.id}`),
      (error: unknown) => {
        setFailure(chartFailureOf(error));
        setBusy(false);
      },
    );
  };
  return (
    <div className="page report-page">
      <p>
        <Link to="/report">‹ 星盘报告</Link>
      </p>
      <h1>免费宝宝元素测试</h1>
      <p className="muted">
        火、土、风、水，每个孩子的星盘里四种元素的分量都不一样。填写孩子的出生资料，一分钟看看孩子天生的节奏，以及怎样陪伴他。
      </p>
      <section className="card report-input" aria-label="孩子的出生资料">
        <ProfilePicker label="孩子：选择档案" onPick={(profile) => check({ contactId: profile.id })} />
        <BirthForm
          legend="孩子"
          showSettings={false}
          submitText={busy ? '正在计算…' : '开始免费测试'}
          busy={busy}
          failure={failure}
          onSubmit={check}
        />
        <p className="field-hint">不知道出生时间也可以测试：元素分布只看行星所在的星座。</p>
      </section>
    </div>
  );
}
