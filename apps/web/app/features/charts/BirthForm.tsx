import { useId, useState, type FormEvent } from 'react';
import type { ChartSettings, ChartSource } from '@xingtu/contracts/charts';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { BirthDateFields } from './BirthDateFields.tsx';
import { EMPTY_DRAFT, sourceOfDraft, type BirthDraft, type BirthErrors } from './birth-draft.ts';
import { BirthPlaceFields } from './BirthPlaceFields.tsx';
import { BirthTimeField } from './BirthTimeField.tsx';
import { BirthTimeOptions, unknownTimeHint } from './BirthTimeOptions.tsx';
import type { ChartFailure } from './chart-failure.ts';
import { ChartFailureAlert } from './ChartFailureAlert.tsx';
import { DEFAULT_SETTINGS, settingsPayload, type SettingsDraft } from './chart-settings.ts';
import { ChartSettingsFields, type FrameSettings } from './ChartSettingsFields.tsx';

// The birth input reused by every chart page: solar or lunar date, a time or 时间不详, a place by
// search or by coordinates and zone, and the house system and orb settings.

export interface BirthFormProps {
  legend?: string;
  initial?: BirthDraft;
  initialSettings?: SettingsDraft;
  submitText?: string;
  busy?: boolean;
  failure?: ChartFailure | null;
  showSettings?: boolean;
  /** The zodiac and harmonic among the settings (pages that draw the chart in them), or the zodiac alone. */
  frameSettings?: FrameSettings;
  showName?: boolean;
  onSubmit: (source: ChartSource, settings: ChartSettings) => void;
}

export function BirthForm({
  legend,
  initial,
  initialSettings,
  submitText = '生成星盘',
  busy,
  failure,
  showSettings = true,
  frameSettings = false,
  showName = true,
  onSubmit,
}: BirthFormProps) {
  const id = useId();
  // Inert until scripts run: a value typed into the server-rendered form would be lost on hydration.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<BirthDraft>(initial ?? EMPTY_DRAFT);
  const [settings, setSettings] = useState<SettingsDraft>(initialSettings ?? DEFAULT_SETTINGS);
  const [errors, setErrors] = useState<BirthErrors>({});
  const [last, setLast] = useState<ChartSource | null>(null);
  const update = (patch: Partial<BirthDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { source, errors: found } = await sourceOfDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLast(source);
    onSubmit(source, settingsPayload(settings));
  }

  // The question may come with a page drawn from its address (a reload, a shared link): nothing was
  // submitted here yet, so the answer goes with the birth in the form.
  async function choose(disambiguation: 'earlier' | 'later') {
    let source = last;
    if (!source) {
      const drafted = await sourceOfDraft(draft);
      setErrors(drafted.errors);
      if (Object.keys(drafted.errors).length > 0) return;
      source = drafted.source;
    }
    if (!('birth' in source)) return;
    onSubmit({ ...source, birth: { ...source.birth, disambiguation } }, settingsPayload(settings));
  }

  return (
    <form className="birth-form card" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={!hydrated}>
        {legend && <legend>{legend}</legend>}
        {showName && (
          <div className="field">
            <label htmlFor={`${id}-name`}>名字（可选）</label>
            <input
              id={`${id}-name`}
              className="input"
              value={draft.name}
              maxLength={40}
              onChange={(e) => update({ name: e.target.value })}
              aria-invalid={errors.name ? 'true' : undefined}
            />
            {errors.name && <p className="field-error">{errors.name}</p>}
          </div>
        )}
        <BirthDateFields
          id={id}
          value={draft}
          onChange={update}
          dateError={errors.date}
          lunarError={errors.lunar}
        />
        <BirthTimeField
          id={id}
          value={draft}
          onChange={update}
          error={errors.time}
          unknownHint={unknownTimeHint(draft.shichen)}
        >
          <BirthTimeOptions
            id={id}
            value={draft}
            date={draft.calendar === 'solar' ? draft.date : ''}
            time={draft.time}
            timeUnknown={draft.timeUnknown}
            timeZone={draft.manual ? draft.timeZone : (draft.place?.timeZone ?? draft.timeZone)}
            onChange={update}
          />
        </BirthTimeField>
        <BirthPlaceFields value={draft} onChange={update} error={errors.place} />
        {showSettings && (
          <ChartSettingsFields value={settings} onChange={setSettings} frame={frameSettings} />
        )}
      </fieldset>
      {failure && <ChartFailureAlert failure={failure} onChoose={(d) => void choose(d)} />}
      <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
        {busy ? '计算中…' : submitText}
      </button>
    </form>
  );
}
