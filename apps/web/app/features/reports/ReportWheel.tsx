import type { ReportWheel as Wheel } from '@xingtu/contracts/report-document';
import { WheelPanel } from '../charts/index.ts';
import { reportWheelChart } from './report-wheel-chart.ts';

// The report's chart wheel: the same wheel, aspect grid and full-screen view as the chart pages,
// drawn from the wheel stored with the report.

export function ReportWheel({ wheel, title }: { wheel: Wheel; title: string }) {
  const { chart, aspects } = reportWheelChart(wheel);
  return <WheelPanel inner={chart} aspects={aspects} title={title} />;
}
