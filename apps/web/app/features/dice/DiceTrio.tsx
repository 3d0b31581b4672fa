import { useEffect, useState } from 'react';
import { DICE_KIND_LABELS, DICE_KINDS, type DiceFaceRecord, type DiceKind } from '@xingtu/contracts/dice';

// The three dice drawn as our own SVG twelve-sided faces. While the server rolls they tumble through
// their faces (only an animation: the result is the server's); then each settles on the face it drew.

const FACES: Record<DiceKind, string[]> = {
  planet: [
    '太阳',
    '月亮',
    '水星',
    '金星',
    '火星',
    '木星',
    '土星',
    '天王星',
    '海王星',
    '冥王星',
    '北交点',
    '南交点',
  ],
  sign: [
    '白羊座',
    '金牛座',
    '双子座',
    '巨蟹座',
    '狮子座',
    '处女座',
    '天秤座',
    '天蝎座',
    '射手座',
    '摩羯座',
    '水瓶座',
    '双鱼座',
  ],
  house: [
    '第一宫',
    '第二宫',
    '第三宫',
    '第四宫',
    '第五宫',
    '第六宫',
    '第七宫',
    '第八宫',
    '第九宫',
    '第十宫',
    '第十一宫',
    '第十二宫',
  ],
};

const COLORS: Record<DiceKind, string> = { planet: '#f3c969', sign: '#9fd3f5', house: '#c9b6f7' };

// A regular pentagon (a d12 face) centred in a 100 × 100 box.
const PENTAGON = Array.from({ length: 5 }, (_, i) => {
  const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
  return `${(50 + 46 * Math.cos(a)).toFixed(1)},${(53 + 46 * Math.sin(a)).toFixed(1)}`;
}).join(' ');

function Die({ kind, name, rolling }: { kind: DiceKind; name: string; rolling: boolean }) {
  const size = name.length > 3 ? 15 : 18;
  return (
    <figure className={`dice-die${rolling ? ' dice-die-rolling' : ''}`}>
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-label={`${DICE_KIND_LABELS[kind]}：${rolling ? '掷骰中' : name}`}
      >
        <polygon
          points={PENTAGON}
          fill="#1d1b4b"
          stroke={COLORS[kind]}
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <polygon
          points={PENTAGON}
          fill="none"
          stroke={COLORS[kind]}
          strokeOpacity="0.35"
          strokeWidth="1.5"
          transform="translate(50 53) scale(0.72) translate(-50 -53)"
        />
        <text x="50" y="58" textAnchor="middle" fontSize={size} fill="#fff" fontWeight="700">
          {name}
        </text>
      </svg>
      <figcaption>{DICE_KIND_LABELS[kind]}</figcaption>
    </figure>
  );
}

export function DiceTrio({ faces, rolling }: { faces: DiceFaceRecord[] | null; rolling: boolean }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setTick((n) => n + 1), 90);
    return () => clearInterval(timer);
  }, [rolling]);
  return (
    <div className="dice-trio" aria-live="polite">
      {DICE_KINDS.map((kind, i) => {
        const face = faces?.find((f) => f.die === kind);
        const name = rolling || !face ? FACES[kind][(tick * (i + 5) + i * 4) % 12]! : face.name;
        return <Die key={kind} kind={kind} name={name} rolling={rolling} />;
      })}
    </div>
  );
}

/** Each face's keywords and meaning, under the dice. */
export function FaceNotes({ faces }: { faces: DiceFaceRecord[] }) {
  return (
    <ul className="dice-notes">
      {faces.map((face) => (
        <li key={face.die}>
          <h3>
            {DICE_KIND_LABELS[face.die]} · {face.name}
            <span className="dice-keywords">{face.keywords.join(' · ')}</span>
          </h3>
          <p>{face.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The three faces in one line: 火星 · 天秤座 · 第七宫. */
export const facesLine = (faces: DiceFaceRecord[]) => faces.map((f) => f.name).join(' · ');
