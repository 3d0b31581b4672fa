import type { MetaFunction } from 'react-router';
import { Step1Info } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '填写出生日期 - 星图' }];

export default function Page() {
  return <Step1Info />;
}
