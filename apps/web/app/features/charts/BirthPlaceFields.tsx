import { PlaceSearch, type ChosenPlace } from './PlaceSearch.tsx';
import { zoneLabelZh } from './zone-label.ts';

// The birth place of the birth form: found by search, or, for a place the gazetteer does not know,
// typed in as coordinates and a time zone.

export interface BirthPlaceDraft {
  place: ChosenPlace | null;
  /** Coordinates typed in instead of a place searched for. */
  manual: boolean;
  latitude: string;
  longitude: string;
  timeZone: string;
}

export function BirthPlaceFields({
  value,
  onChange,
  error,
  placeText,
}: {
  value: BirthPlaceDraft;
  onChange: (patch: Partial<BirthPlaceDraft>) => void;
  error?: string | undefined;
  /** A place name saved without coordinates, shown in the search box until a place is chosen. */
  placeText?: string | undefined;
}) {
  return (
    <>
      {value.manual ? (
        <div className="field">
          <span className="field-label">经纬度与时区</span>
          <div className="field-row">
            <input
              className="input"
              aria-label="纬度（北纬为正）"
              placeholder="纬度，如 23.13"
              value={value.latitude}
              onChange={(e) => onChange({ latitude: e.target.value })}
            />
            <input
              className="input"
              aria-label="经度（东经为正）"
              placeholder="经度，如 113.26"
              value={value.longitude}
              onChange={(e) => onChange({ longitude: e.target.value })}
            />
            <input
              className="input"
              aria-label="时区"
              placeholder="Asia/Shanghai 或 +08:00"
              value={value.timeZone}
              onChange={(e) => onChange({ timeZone: e.target.value })}
            />
          </div>
          {value.timeZone.trim() && <p className="field-hint">时区：{zoneLabelZh(value.timeZone.trim())}</p>}
          {error && <p className="field-error">{error}</p>}
        </div>
      ) : (
        <PlaceSearch
          value={value.place}
          onChoose={(place) => onChange({ place })}
          error={error}
          initialText={placeText}
        />
      )}
      <button type="button" className="link-button" onClick={() => onChange({ manual: !value.manual })}>
        {value.manual ? '改为搜索地点' : '找不到地点？填写经纬度'}
      </button>
    </>
  );
}
