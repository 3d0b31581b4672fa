// Where the member is in the baby report's flow: pay, the child's birth, the parents' (optional), read.

const STEPS = ['支付', '孩子的出生资料', '父母的出生资料（可选）', '阅读报告'] as const;

export function BabySteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="baby-steps" aria-label="宝宝报告步骤">
      {STEPS.map((step, i) => (
        <li key={step} aria-current={i === current ? 'step' : undefined}>
          {i + 1}. {step}
        </li>
      ))}
    </ol>
  );
}
