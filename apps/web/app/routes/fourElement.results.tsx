import type { MetaFunction } from 'react-router';
import type { ElementTestRecord } from '@xingtu/contracts/fun';
import { fetchElementTest } from '../api/fun.ts';
import { FunResultActions, FunResultPage } from '../features/fun/FunResultPage.tsx';
import { ScoreBar } from '../features/fun/ScoreBar.tsx';
import '../features/fun/fun.css';

// /fourElement/results?id=: the element shares with the points counted, the modalities and the readings.

export const meta: MetaFunction = () => [{ title: '四元素测试结果 - 星图' }];

function Result({ test }: { test: ElementTestRecord }) {
  return (
    <>
      <section className="fun-hero" aria-label="元素配比">
        <h1>
          {test.name}：{test.pattern}
        </h1>
        <p>{test.birthLine}</p>
      </section>
      <section className="card" aria-labelledby="shares">
        <h2 id="shares">四元素分布</h2>
        {test.elements.map((e) => (
          <div key={e.key}>
            <ScoreBar label={`${e.name}元素`} value={e.percent} suffix="%" />
            <p className="muted">{e.points.length ? e.points.join('、') : '没有行星落在这个元素'}</p>
          </div>
        ))}
        <h3>三种模式</h3>
        <p>{test.modalities.map((m) => `${m.name} ${m.score}`).join(' · ')}</p>
        <p className="field-hint">
          统计太阳到冥王星十颗行星{test.timeKnown ? '和上升点' : ''}所在的星座，太阳、月亮
          {test.timeKnown ? '、上升' : ''}
          各计 2 分，其余各计 1 分。
        </p>
      </section>
      {test.readings.map((r) => (
        <section key={r.heading} className="card" aria-label={r.heading}>
          <h2>{r.heading}</h2>
          <p className="muted">依据：{r.factor}</p>
          <p>{r.text}</p>
        </section>
      ))}
      <FunResultActions
        again={{ to: '/fourElement/input', text: '再测一次' }}
        next={{ to: '/fourElement/science', text: '四元素的来历' }}
      />
    </>
  );
}

export default function FourElementResultsPage() {
  return (
    <FunResultPage className="page fun-page" fetcher={fetchElementTest} again="/fourElement/input">
      {(test) => <Result test={test} />}
    </FunResultPage>
  );
}
