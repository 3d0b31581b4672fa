import type { MetaFunction } from 'react-router';
import { ChartResult } from '../features/sign-share/ChartResult.tsx';

export const meta: MetaFunction = () => [{ title: '我的星座三要素 - 星图' }];

export default function SignChartResultPage() {
  return <ChartResult />;
}
