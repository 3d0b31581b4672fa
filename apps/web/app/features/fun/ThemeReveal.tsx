import type { ThemeSignRecord } from '@xingtu/contracts/fun';

/** What a round revealed: the member's choice against the chart's sign, and the reading of that sign. */
export function ThemeReveal({ test, round }: { test: ThemeSignRecord; round: 1 | 2 }) {
  const r = test.rounds[round - 1]!;
  if (!r.actual) return <p className="muted">这一轮还没有作答。</p>;
  const chosen = r.options.find((o) => o.key === r.choice);
  return (
    <section className="card" aria-labelledby={`reveal-${round}`}>
      <p className="fun-tag">
        第{round}轮 · {r.pointName}
      </p>
      <h2 id={`reveal-${round}`}>
        你的{r.pointName}在{r.actual.signName}
        {r.actual.matched ? ' · 猜中了' : ' · 没猜中'}
      </h2>
      {chosen && <p className="muted">你选的描述：{chosen.text}</p>}
      <p>{r.actual.text}</p>
    </section>
  );
}
