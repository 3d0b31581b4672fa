import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_RANGES, type DashboardRange, type DashboardRecord } from '@xingtu/contracts/console';
import { formatFen } from '@xingtu/contracts/constants';
import { fetchDashboard } from '../../api/console.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { EChart } from './EChart.tsx';
import { useLoad } from './use-load.ts';

function chartOption(record: DashboardRecord) {
  const days = record.series.map((entry) => entry.day.slice(5));
  return {
    money: {
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, data: ['收入（元）', '退款（元）'] },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category' as const, data: days },
      yAxis: { type: 'value' as const },
      series: [
        {
          name: '收入（元）',
          type: 'line' as const,
          data: record.series.map((e) => e.revenueFen / 100),
        },
        {
          name: '退款（元）',
          type: 'line' as const,
          data: record.series.map((e) => e.refundFen / 100),
        },
      ],
    },
    counts: {
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, data: ['注册', '下单', '支付'] },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category' as const, data: days },
      yAxis: { type: 'value' as const, minInterval: 1 },
      series: [
        { name: '注册', type: 'bar' as const, data: record.series.map((e) => e.signups) },
        { name: '下单', type: 'bar' as const, data: record.series.map((e) => e.orders) },
        { name: '支付', type: 'bar' as const, data: record.series.map((e) => e.paidOrders) },
      ],
    },
  };
}

export function Dashboard({ canSeeWork }: { canSeeWork: boolean }) {
  const [days, setDays] = useState<DashboardRange>(7);
  const { value, failed, reload } = useLoad(() => fetchDashboard(days), [days]);
  const option = useMemo(() => (value ? chartOption(value) : null), [value]);
  if (failed)
    return (
      <PageError
        text="概览加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  if (!value || !option) return <PageLoading />;
  const cards = [
    ['今日注册', String(value.today.signups)],
    ['今日下单', String(value.today.orders)],
    ['今日收入', formatFen(value.today.revenueFen)],
    ['今日退款', formatFen(value.today.refundFen)],
  ];
  return (
    <>
      <h1 className="console-title">概览</h1>
      <div className="console-cards">
        {cards.map(([label, figure]) => (
          <div key={label} className="console-card">
            <span className="muted">{label}</span>
            <strong>{figure}</strong>
          </div>
        ))}
      </div>
      {canSeeWork && (
        <section className="console-panel">
          <h2>待处理</h2>
          <p>
            <Link to="/admin/astrologers">占星师入驻申请 {value.pending.applications} 份</Link>
            {' · '}
            <Link to="/admin/astrologers">提现申请 {value.pending.withdrawals} 笔</Link>
          </p>
        </section>
      )}
      <div className="console-tabs" role="group" aria-label="统计范围">
        {DASHBOARD_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            className={range === days ? 'btn btn-small btn-primary' : 'btn btn-small'}
            aria-pressed={range === days}
            onClick={() => setDays(range)}
          >
            近 {range} 天
          </button>
        ))}
      </div>
      <section className="console-panel">
        <h2>收入与退款</h2>
        <EChart option={option.money} label={`近 ${days} 天收入与退款走势`} />
      </section>
      <section className="console-panel">
        <h2>注册与订单</h2>
        <EChart option={option.counts} label={`近 ${days} 天注册与订单数量`} />
      </section>
    </>
  );
}
