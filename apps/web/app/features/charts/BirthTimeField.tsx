import type { ReactNode } from 'react';

// The birth time of the birth form and the contact form, or 时间不详 (a noon chart without houses).
// The birth form adds its choices (时辰, 真太阳时, summer time) as children.

export interface BirthTimeDraft {
  /** 'HH:mm' from the time picker; kept while 时间不详 is ticked, in case it is unticked again. */
  time: string;
  timeUnknown: boolean;
}

export function BirthTimeField({
  id,
  value,
  onChange,
  error,
  unknownHint = '将按当天正午起盘，不计算宫位与上升点。',
  children,
}: {
  /** Prefix of the element ids, unique on the page (useId of the form). */
  id: string;
  value: BirthTimeDraft;
  onChange: (patch: Partial<BirthTimeDraft>) => void;
  error?: string | undefined;
  /** Shown while 时间不详 is ticked; null for none. */
  unknownHint?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-time`}>出生时间</label>
      <div className="field-row">
        <input
          id={`${id}-time`}
          className="input"
          type="time"
          value={value.time}
          disabled={value.timeUnknown}
          onChange={(e) => onChange({ time: e.target.value })}
          aria-invalid={error ? 'true' : undefined}
        />
        <label className="inline">
          <input
            type="checkbox"
            checked={value.timeUnknown}
            onChange={(e) => onChange({ timeUnknown: e.target.checked })}
          />{' '}
          时间不详
        </label>
      </div>
      {value.timeUnknown && unknownHint && <p className="field-hint">{unknownHint}</p>}
      {children}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
