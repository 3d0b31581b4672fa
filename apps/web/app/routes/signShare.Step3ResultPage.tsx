import type { MetaFunction } from 'react-router';
import { Step3Result } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '你的上升星座 - 星图' }];

export default function Page() {
  return <Step3Result />;
}
