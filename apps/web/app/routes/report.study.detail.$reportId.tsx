import { useParams, type MetaFunction } from 'react-router';
import { ReportPage } from '../features/reports/ReportPage.tsx';
import '../features/reports/reports.css';

export const meta: MetaFunction = () => [{ title: '学业发展报告 - 星图' }];

export default function StudyReportReaderPage() {
  return <ReportPage id={useParams().reportId ?? ''} variant="study" />;
}
