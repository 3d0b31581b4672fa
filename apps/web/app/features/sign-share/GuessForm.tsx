import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SIGNS, type SignId } from '@xingtu/contracts/astrology';
import { readFlow, writeFlow } from './flow-store.ts';

// /signShare/GuessInfo: the friend guesses their own three signs before the steps reveal them.

const FIELDS = [
  { key: 'sun', label: '我的太阳星座', hint: '就是平时常说的“我是什么座”' },
  { key: 'moon', label: '我的月亮星座', hint: '内心的情绪与安全感' },
  { key: 'ascendant', label: '我的上升星座', hint: '别人对你的第一印象' },
] as const;

export function GuessForm() {
  const navigate = useNavigate();
  const [guess, setGuess] = useState(() => readFlow().guess);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    writeFlow({ guess });
    navigate('/signShare/Step1InfoPage');
  };
  return (
    <form className="card sign-form" onSubmit={submit}>
      {FIELDS.map((field) => (
        <label key={field.key}>
          {field.label}
          <select
            value={guess[field.key] ?? ''}
            onChange={(e) => setGuess({ ...guess, [field.key]: (e.target.value || null) as SignId | null })}
          >
            <option value="">不确定</option>
            {SIGNS.map((sign) => (
              <option key={sign.id} value={sign.id}>
                {sign.glyph} {sign.nameZh}
              </option>
            ))}
          </select>
          <span className="sign-note">{field.hint}</span>
        </label>
      ))}
      <button type="submit" className="btn btn-primary">
        就猜这些，开始揭晓
      </button>
    </form>
  );
}
