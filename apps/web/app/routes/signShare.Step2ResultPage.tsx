import type { MetaFunction } from 'react-router';
import { Step2Result } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '你的月亮星座 - 星图' }];

export default function Page() {
  return <Step2Result />;
}
