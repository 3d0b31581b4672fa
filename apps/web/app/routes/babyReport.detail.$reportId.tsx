import { useParams, type MetaFunction } from 'react-router';
import { ReportPage } from '../features/reports/ReportPage.tsx';
import '../features/reports/reports.css';

// The generated baby report: the report reader (wheel, contents, sections), its versions and the PDF.

export const meta: MetaFunction = () => [{ title: '宝宝成长星盘报告 - 星图' }];

export default function BabyReportReaderPage() {
  return <ReportPage id={useParams().reportId ?? ''} variant="default" />;
}
