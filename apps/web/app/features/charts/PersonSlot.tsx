import type { ChartSource } from '@xingtu/contracts/charts';
import { shichenOf } from '@xingtu/contracts/shichen';
import { BirthForm } from './BirthForm.tsx';
import { ProfilePicker } from './ProfilePicker.tsx';

// One person of a two-chart page (love, kid): a saved profile or a birth filled in, then a summary.

export interface ChosenPerson {
  source: ChartSource;
  label: string;
}

export function labelOfSource(source: ChartSource, fallback: string): string {
  if ('contactId' in source) return fallback;
  const b = source.birth;
  const shichen = b.shichen ? shichenOf(b.shichen) : null;
  const time = b.time ?? (shichen ? shichen.nameZh : '时间不详');
  const basis = b.timeBasis === 'solar' ? '（真太阳时）' : '';
  return `${source.name ?? fallback} · ${b.date} ${time}${basis}${b.placeName ? ` · ${b.placeName}` : ''}`;
}

export function PersonSlot({
  title,
  value,
  onChange,
  signedIn,
}: {
  title: string;
  value: ChosenPerson | null;
  onChange: (person: ChosenPerson | null) => void;
  signedIn: boolean;
}) {
  if (value) {
    return (
      <div className="card person-summary" data-testid="person-summary">
        <span>
          <strong>{title}</strong>：{value.label}
        </span>
        <button type="button" className="btn btn-small" onClick={() => onChange(null)}>
          修改
        </button>
      </div>
    );
  }
  return (
    <div className="person-slot">
      {signedIn && (
        <ProfilePicker
          label={`${title}：选择档案`}
          onPick={(p) => onChange({ source: { contactId: p.id }, label: `${p.name} · ${p.birthday}` })}
        />
      )}
      <BirthForm
        legend={title}
        showSettings={false}
        submitText={`确定${title}资料`}
        onSubmit={(source) => onChange({ source, label: labelOfSource(source, title) })}
      />
    </div>
  );
}
