import { SIGNS, type SignId } from '@xingtu/contracts/astrology';
import type { SignReadingText } from '@xingtu/contracts/sign-share';

// One of the three signs with its reading from the corpus, and the friend's guess beside it when they made one.

export const signInfo = (id: SignId) => SIGNS.find((s) => s.id === id)!;

const POINT_LABELS = { sun: '太阳星座', moon: '月亮星座', ascendant: '上升星座' } as const;
export type BigThreePoint = keyof typeof POINT_LABELS;

export function SignReading({
  point,
  reading,
  guess,
  degree,
}: {
  point: BigThreePoint;
  reading: SignReadingText;
  guess?: SignId | null;
  degree?: number | null;
}) {
  const info = signInfo(reading.sign);
  return (
    <section className={`card sign-reading sign-${info.element}`} aria-label={POINT_LABELS[point]}>
      <div className="sign-reading-head">
        <span className="sign-glyph" aria-hidden="true">
          {info.glyph}
        </span>
        <div>
          <p className="sign-point">{POINT_LABELS[point]}</p>
          <h2>
            {reading.signZh}
            {degree !== undefined && degree !== null && <small> {degree.toFixed(1)}°</small>}
          </h2>
        </div>
      </div>
      {guess !== undefined && guess !== null && (
        <p className={guess === reading.sign ? 'sign-guess right' : 'sign-guess wrong'} role="status">
          {guess === reading.sign
            ? `你猜的是${signInfo(guess).nameZh}，猜对了！`
            : `你猜的是${signInfo(guess).nameZh}，实际是${reading.signZh}。`}
        </p>
      )}
      <h3>{reading.title}</h3>
      <p>{reading.text}</p>
    </section>
  );
}
