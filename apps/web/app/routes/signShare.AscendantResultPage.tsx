import type { MetaFunction } from 'react-router';
import { AscendantResult } from '../features/sign-share/StepPages.tsx';

export const meta: MetaFunction = () => [{ title: '上升星座与命主星 - 星图' }];

export default function Page() {
  return <AscendantResult />;
}
