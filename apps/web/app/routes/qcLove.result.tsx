import type { MetaFunction } from 'react-router';
import type { LoveTestRecord } from '@xingtu/contracts/fun';
import { fetchLoveTest } from '../api/fun.ts';
import { FunResultActions, FunResultPage } from '../features/fun/FunResultPage.tsx';
import { ScoreBar } from '../features/fun/ScoreBar.tsx';
import '../features/fun/fun.css';

// /qcLove/result?id= (no header or footer): the score, the four dimensions and the aspects behind them.

export const meta: MetaFunction = () => [{ title: '恋爱契合度结果 - 星图' }];

function Result({ test }: { test: LoveTestRecord }) {
  return (
    <>
      <section className="fun-hero" aria-label="契合度">
        <p>
          {test.names[0]} × {test.names[1]}
        </p>
        <div className="fun-score">{test.score}</div>
        <h1>{test.level}</h1>
        <p>{test.summary}</p>
      </section>
      <section className="card" aria-labelledby="dims">
        <h2 id="dims">四个维度</h2>
        {test.dimensions.map((d) => (
          <div key={d.key}>
            <ScoreBar label={d.name} value={d.score} />
            <p className="muted">{d.text}</p>
          </div>
        ))}
      </section>
      <section className="card" aria-labelledby="signs">
        <h2 id="signs">两人的星座</h2>
        <table className="fun-table">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{test.names[0]}</th>
              <th scope="col">{test.names[1]}</th>
            </tr>
          </thead>
          <tbody>
            {test.signs.map((s) => (
              <tr key={s.point}>
                <th scope="row">{s.point}</th>
                <td>{s.a}</td>
                <td>{s.b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="aspects">
        <h2 id="aspects">关键相位</h2>
        {test.aspects.length === 0 ? (
          <p className="muted">
            你们的太阳、月亮、金星、火星之间没有紧密的主要相位，契合度主要来自其他行星的连接。
          </p>
        ) : (
          test.aspects.map((a) => (
            <div key={a.title}>
              <h3>
                {a.title} <span className="fun-tag">误差{a.orbDeg}°</span>
              </h3>
              <p>{a.text}</p>
            </div>
          ))
        )}
      </section>
      <p className="muted">
        {test.names[0]}：{test.birthLines[0]}
        <br />
        {test.names[1]}：{test.birthLines[1]}
      </p>
      <FunResultActions
        again={{ to: '/qcLove/input', text: '再测一对' }}
        next={{ to: '/chart/love', text: '查看完整比较盘' }}
      />
    </>
  );
}

export default function QcLoveResultPage() {
  return (
    <FunResultPage className="fun-standalone" fetcher={fetchLoveTest} again="/qcLove/input">
      {(test) => <Result test={test} />}
    </FunResultPage>
  );
}
