const STEPS = ['选择星盘', '选择时间', '关注方向'];

/** The three steps, the current one marked. */
export function StepNav({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="calrep-steps" aria-label="填写步骤">
      {STEPS.map((title, i) => (
        <li
          key={title}
          className={i + 1 === current ? 'is-current' : i + 1 < current ? 'is-done' : undefined}
        >
          <span aria-hidden="true">{i + 1}</span>
          {title}
          {i + 1 === current && <span className="visually-hidden">（当前步骤）</span>}
        </li>
      ))}
    </ol>
  );
}
