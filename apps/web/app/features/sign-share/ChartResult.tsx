import { Link } from 'react-router';
import type { SignBigThree } from '@xingtu/contracts/sign-share';
import { SignFrame } from './SignFrame.tsx';
import { SignReading, signInfo } from './SignReading.tsx';
import { StartAgain, useFlow } from './StepPages.tsx';

// /signShare/chartResultPage: the friend's three signs together, with their guesses, then the comparison
// with the card they came from (or, without one, the way to make their own card).

export function SignTrio({ signs }: { signs: Pick<SignBigThree, 'sun' | 'moon' | 'ascendant'> }) {
  const cell = (label: string, sign: SignBigThree['sun'] | null) => (
    <div>
      <span className="sign-note">{label}</span>
      <strong>{sign ? `${signInfo(sign.sign).glyph} ${sign.signZh}` : '未知'}</strong>
    </div>
  );
  return (
    <div className="sign-trio">
      {cell('太阳', signs.sun)}
      {cell('月亮', signs.moon)}
      {cell('上升', signs.ascendant)}
    </div>
  );
}

export function ChartResult() {
  const flow = useFlow();
  if (!flow) return null;
  const result = flow.result;
  if (!result) return <StartAgain title="我的星座三要素" />;
  const right = (['sun', 'moon', 'ascendant'] as const).filter(
    (k) => flow.guess[k] && result[k] && flow.guess[k] === result[k]!.sign,
  ).length;
  const guessed = (['sun', 'moon', 'ascendant'] as const).filter((k) => flow.guess[k] && result[k]).length;
  return (
    <SignFrame title="我的星座三要素" back={{ to: '/signShare/Step1InfoPage', label: '重新填写' }}>
      <section className="card">
        <SignTrio signs={result} />
        {guessed > 0 && (
          <p className="sign-note">
            你猜了 {guessed} 个，猜对 {right} 个。
          </p>
        )}
        <div className="sign-actions">
          {flow.code ? (
            <Link className="btn btn-primary" to={`/signShare/chartComparison?code=${flow.code}`}>
              和好友对比星座
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/signShare/edit">
              生成我的星座卡
            </Link>
          )}
        </div>
      </section>
      <SignReading point="sun" reading={result.sun} />
      {result.moon && <SignReading point="moon" reading={result.moon} />}
      {result.ascendant && <SignReading point="ascendant" reading={result.ascendant} />}
    </SignFrame>
  );
}
