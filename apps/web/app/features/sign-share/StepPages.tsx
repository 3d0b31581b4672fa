import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { readFlow, type SignFlow } from './flow-store.ts';
import { SignFrame } from './SignFrame.tsx';
import { SignReading } from './SignReading.tsx';
import { useStep } from './use-step.ts';

// The friend's three steps: the birth date reveals the Sun, the time the Moon, the place the Ascendant.
// Each info page sends what is known so far to the chart engine; each result page reads the flow.

const STEPS = 3;

/** The flow once the browser has read it; before that (the server render) nothing is shown. */
export function useFlow(): SignFlow | null {
  const hydrated = useHydrated();
  return hydrated ? readFlow() : null;
}

export function StartAgain({ title }: { title: string }) {
  return (
    <SignFrame title={title}>
      <section className="card">
        <p>还没有填写出生资料。从第一步开始，只需要一分钟。</p>
        <div className="sign-actions">
          <Link className="btn btn-primary" to="/signShare/Step1InfoPage">
            从第一步开始
          </Link>
        </div>
      </section>
    </SignFrame>
  );
}

export function Step1Info() {
  const flow = useFlow();
  const { run, busy, error } = useStep('/signShare/Step1ResultPage');
  const [date, setDate] = useState('');
  const value = date || flow?.birth?.date || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    void run({ date: value, time: null });
  };
  return (
    <SignFrame
      title="你的出生日期"
      step={{ n: 1, of: STEPS, label: '太阳星座' }}
      back={{ to: '/signShare/GuessInfo', label: '返回' }}
    >
      <form className="card sign-form" onSubmit={submit}>
        <label>
          出生日期（公历）
          <input
            type="date"
            required
            value={value}
            min="1900-01-01"
            max="2100-12-31"
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <p className="sign-note">太阳星座由出生日期决定。出生资料只用来计算，不会保存。</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !value}>
          {busy ? '正在计算…' : '看我的太阳星座'}
        </button>
      </form>
    </SignFrame>
  );
}

export function Step2Info() {
  const flow = useFlow();
  const { run, busy, error } = useStep('/signShare/Step2ResultPage');
  const [time, setTime] = useState('');
  if (flow && !flow.birth) return <StartAgain title="你的出生时间" />;
  const value = time || flow?.birth?.time || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || !flow?.birth) return;
    void run({ ...flow.birth, time: value });
  };
  return (
    <SignFrame
      title="你的出生时间"
      step={{ n: 2, of: STEPS, label: '月亮星座' }}
      back={{ to: '/signShare/Step1ResultPage', label: '返回' }}
    >
      <form className="card sign-form" onSubmit={submit}>
        <label>
          出生时间（北京时间，24 小时制）
          <input type="time" required value={value} onChange={(e) => setTime(e.target.value)} />
        </label>
        <p className="sign-note">月亮大约两天半换一个星座，有了出生时间才能确定你的月亮星座。</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !value}>
          {busy ? '正在计算…' : '看我的月亮星座'}
        </button>
        <Link to="/signShare/chartResultPage">不知道出生时间，先看已有结果</Link>
      </form>
    </SignFrame>
  );
}

/** A step's result: its reading, the guess beside it, and where to go next. */
export function StepResult({
  title,
  step,
  back,
  children,
}: {
  title: string;
  step: number;
  back: string;
  children: ReactNode;
}) {
  return (
    <SignFrame
      title={title}
      step={{ n: step, of: STEPS, label: '揭晓' }}
      back={{ to: back, label: '返回修改' }}
    >
      {children}
    </SignFrame>
  );
}

export function Step1Result() {
  const flow = useFlow();
  if (!flow) return null;
  if (!flow.result) return <StartAgain title="你的太阳星座" />;
  return (
    <StepResult title="你的太阳星座" step={1} back="/signShare/Step1InfoPage">
      <SignReading
        point="sun"
        reading={flow.result.sun}
        guess={flow.guess.sun}
        degree={flow.result.sunDegree}
      />
      <div className="sign-actions">
        <Link className="btn btn-primary" to="/signShare/Step2InfoPage">
          下一步：月亮星座
        </Link>
      </div>
    </StepResult>
  );
}

export function Step2Result() {
  const flow = useFlow();
  if (!flow) return null;
  if (!flow.result) return <StartAgain title="你的月亮星座" />;
  const { moon } = flow.result;
  return (
    <StepResult title="你的月亮星座" step={2} back="/signShare/Step2InfoPage">
      {moon ? (
        <SignReading point="moon" reading={moon} guess={flow.guess.moon} degree={flow.result.moonDegree} />
      ) : (
        <p className="card">你出生的那天月亮换了星座，请填写出生时间后再看。</p>
      )}
      <div className="sign-actions">
        <Link className="btn btn-primary" to="/signShare/Step3InfoPage">
          下一步：上升星座
        </Link>
      </div>
    </StepResult>
  );
}

export function Step3Result() {
  const flow = useFlow();
  if (!flow) return null;
  if (!flow.result) return <StartAgain title="你的上升星座" />;
  const { ascendant } = flow.result;
  return (
    <StepResult title="你的上升星座" step={3} back="/signShare/Step3InfoPage">
      {ascendant ? (
        <SignReading
          point="ascendant"
          reading={ascendant}
          guess={flow.guess.ascendant}
          degree={flow.result.ascendantDegree}
        />
      ) : (
        <p className="card">上升星座需要出生时间和出生地点，请补充后再看。</p>
      )}
      <div className="sign-actions">
        {ascendant && (
          <Link className="btn" to="/signShare/AscendantResultPage">
            看看我的命主星
          </Link>
        )}
        <Link className="btn btn-primary" to="/signShare/chartResultPage">
          查看我的星座三要素
        </Link>
      </div>
    </StepResult>
  );
}

export function AscendantResult() {
  const flow = useFlow();
  if (!flow) return null;
  const result = flow.result;
  if (!result?.ascendant || !result.chartRuler) return <StartAgain title="上升星座与命主星" />;
  return (
    <SignFrame title="上升星座与命主星" back={{ to: '/signShare/Step3ResultPage', label: '返回' }}>
      <SignReading point="ascendant" reading={result.ascendant} degree={result.ascendantDegree} />
      <section className="card">
        <h2>
          命主星：{result.chartRuler.planetZh}在{result.chartRuler.signZh}
        </h2>
        <p className="sign-note">
          上升{result.ascendant.signZh}的守护星是{result.chartRuler.planetZh}
          ，它落在哪个星座，说明你用什么方式活出上升的样子。
        </p>
        <p>{result.chartRuler.text}</p>
      </section>
      <div className="sign-actions">
        <Link className="btn btn-primary" to="/signShare/chartResultPage">
          查看我的星座三要素
        </Link>
      </div>
    </SignFrame>
  );
}
