import type { ChartSource } from '@xingtu/contracts/charts';
import { shichenOf } from '@xingtu/contracts/shichen';
import { BirthForm } from './BirthForm.tsx';
import { ProfilePicker } from './ProfilePicker.tsx';

// One person of a two-chart page (love, kid): a saved profile or a birth filled in, then a summary.

export interface ChosenPerson {
  source: ChartSource;
  label: string;
}

// The summary line of a filled-in birth: the name when given, then the birth (an unnamed person shows
// only the birth line — the slot's title already says whose it is).
export function labelOfSource(source: ChartSource, fallback: string): string {
  if ('contactId' in source) return fallback;
  const b = source.birth;
  const shichen = b.shichen ? shichenOf(b.shichen) : null;
  const time = b.time ?? (shichen ? shichen.nameZh : '时间不详');
  const basis = b.timeBasis === 'solar' ? '（真太阳时）' : '';
  const name = source.name?.trim();
  return `${name ? `${name} · ` : ''}${b.date} ${time}${basis}${b.placeName ? ` · ${b.placeName}` : ''}`;
}

// "确定孩子资料", but "确定你的资料" for a title that already ends in 资料 (no "资料资料").
export function submitTextOf(title: string): string {
  return title.endsWith('资料') ? `确定${title}` : `确定${title}资料`;
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
        submitText={submitTextOf(title)}
        onSubmit={(source) => onChange({ source, label: labelOfSource(source, title) })}
      />
    </div>
  );
}
