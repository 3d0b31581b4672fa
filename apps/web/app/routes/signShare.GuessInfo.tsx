import type { MetaFunction } from 'react-router';
import { GuessForm } from '../features/sign-share/GuessForm.tsx';
import { SignFrame } from '../features/sign-share/SignFrame.tsx';

export const meta: MetaFunction = () => [{ title: '猜猜你的星座 - 星图' }];

export default function SignGuessPage() {
  return (
    <SignFrame title="先猜一猜你的星座" back={{ to: '/signShare/shareMyChart', label: '星座分享' }}>
      <GuessForm />
    </SignFrame>
  );
}
