import type { MetaFunction } from 'react-router';
import { Step2Info } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '填写出生时间 - 星图' }];

export default function Page() {
  return <Step2Info />;
}
