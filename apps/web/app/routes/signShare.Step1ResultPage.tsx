import type { MetaFunction } from 'react-router';
import { Step1Result } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '你的太阳星座 - 星图' }];

export default function Page() {
  return <Step1Result />;
}
