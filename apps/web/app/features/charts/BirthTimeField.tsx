// The birth time of the birth form and the contact form, or 时间不详 (a noon chart without houses).

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
}: {
  /** Prefix of the element ids, unique on the page (useId of the form). */
  id: string;
  value: BirthTimeDraft;
  onChange: (patch: Partial<BirthTimeDraft>) => void;
  error?: string | undefined;
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
      {value.timeUnknown && <p className="field-hint">将按当天正午起盘，不计算宫位与上升点。</p>}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
