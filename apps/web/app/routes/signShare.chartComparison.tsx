import { useSearchParams, type MetaFunction } from 'react-router';
import { Comparison } from '../features/sign-share/Comparison.tsx';
import { StartAgain, useFlow } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '星座对比 - 星图' }];

export default function SignChartComparisonPage() {
  const [params] = useSearchParams();
  const flow = useFlow();
  const code = params.get('code') ?? flow?.code ?? '';
  if (!flow) return null;
  if (!/^[A-Za-z0-9]{10}$/.test(code)) return <StartAgain title="星座对比" />;
  return <Comparison key={code} code={code} />;
}
