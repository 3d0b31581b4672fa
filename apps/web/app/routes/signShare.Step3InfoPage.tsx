import { useState, type FormEvent } from 'react';
import type { MetaFunction } from 'react-router';
import { PlaceSearch, type ChosenPlace } from '../features/charts/PlaceSearch.tsx';
import '../features/charts/chart.css';
import { SignFrame } from '../features/sign-share/SignFrame.tsx';
import { StartAgain, useFlow } from '../features/sign-share/StepPages.tsx';
import { useStep } from '../features/sign-share/use-step.ts';

// Step 3: the birth place (searched, with coordinates and time zone) completes the chart: the Ascendant.

export const meta: MetaFunction = () => [{ title: '填写出生地点 - 星图' }];

export default function SignStep3InfoPage() {
  const flow = useFlow();
  const { run, busy, error } = useStep('/signShare/Step3ResultPage');
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  if (flow && (!flow.birth || !flow.birth.time)) return <StartAgain title="你的出生地点" />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place || !flow?.birth) return;
    void run({
      date: flow.birth.date,
      time: flow.birth.time,
      place_name: place.placeName,
      latitude: place.latitude,
      longitude: place.longitude,
      time_zone: place.timeZone,
    });
  };
  return (
    <SignFrame
      title="你的出生地点"
      step={{ n: 3, of: 3, label: '上升星座' }}
      back={{ to: '/signShare/Step2ResultPage', label: '返回' }}
    >
      <form className="card sign-form" onSubmit={submit}>
        <PlaceSearch value={place} onChoose={setPlace} error={error ?? undefined} />
        <p className="sign-note">上升星座约每两小时变化一次，还与出生地的经纬度有关。</p>
        <button type="submit" className="btn btn-primary" disabled={busy || !place}>
          {busy ? '正在计算…' : '看我的上升星座'}
        </button>
      </form>
    </SignFrame>
  );
}
