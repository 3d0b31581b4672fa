import { useParams, type MetaFunction } from 'react-router';
import { ReportPage } from '../features/reports/ReportPage.tsx';
import '../features/reports/reports.css';

export const meta: MetaFunction = () => [{ title: '我的报告 - 星图' }];

export default function ReportReaderPage() {
  return <ReportPage id={useParams().reportId ?? ''} variant="default" />;
}
