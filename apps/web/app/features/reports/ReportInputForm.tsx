import { useState } from 'react';
import type { ChartSource } from '@xingtu/contracts/charts';
import type { ReportForm } from '@xingtu/contracts/reports';
import { ApiError } from '../../api/api-error.ts';
import { PersonSlot, type ChosenPerson } from '../charts/index.ts';

// The people a report is about, in its form's order: each a saved profile or a birth filled in with
// the chart pages' input (solar/lunar date, place search, summer-time choice, time unknown).

const LABELS: Record<ReportForm, { title: string; required: boolean }[]> = {
  one: [{ title: '本人', required: true }],
  two: [
    { title: '第一位', required: true },
    { title: '第二位', required: true },
  ],
  child: [
    { title: '孩子', required: true },
    { title: '家长一（可选）', required: false },
    { title: '家长二（可选）', required: false },
  ],
};

export function ReportInputForm({
  form,
  submitText,
  onSubmit,
}: {
  form: ReportForm;
  submitText: string;
  onSubmit: (people: ChartSource[]) => Promise<void>;
}) {
  const slots = LABELS[form];
  const [chosen, setChosen] = useState<(ChosenPerson | null)[]>(slots.map(() => null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = slots.every((slot, i) => !slot.required || chosen[i]);

  const submit = () => {
    setBusy(true);
    setError(null);
    const people = chosen.filter((p): p is ChosenPerson => p !== null).map((p) => p.source);
    onSubmit(people)
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) {
          const field = failure.fields[0];
          setError(field ? `${field.message}` : failure.message);
        } else setError('提交失败，请稍后再试');
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className="report-input">
      {slots.map((slot, i) => (
        <PersonSlot
          key={slot.title}
          title={slot.title}
          signedIn
          value={chosen[i] ?? null}
          onChange={(person) => setChosen((all) => all.map((p, j) => (j === i ? person : p)))}
        />
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="field-hint">提交后资料会锁定并开始生成；首次生成后 7 天内可免费修正一次出生资料。</p>
      <button type="button" className="btn btn-primary" disabled={!ready || busy} onClick={submit}>
        {busy ? '正在提交…' : submitText}
      </button>
    </div>
  );
}
