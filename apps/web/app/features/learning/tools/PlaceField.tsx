import { useState } from 'react';
import { PlaceSearch, type ChosenPlace } from '../../charts/index.ts';
import type { PlaceInput } from './tool-inputs.ts';

// A place for a GET form: the chart pages' place search, its choice carried in hidden inputs (place, lat, lon, tz).

export function PlaceField({ initial, label }: { initial: PlaceInput; label: string }) {
  const [place, setPlace] = useState<ChosenPlace | null>(
    initial.lon !== null && Number.isFinite(initial.lon)
      ? {
          placeName: initial.place,
          latitude: initial.lat ?? 0,
          longitude: initial.lon,
          timeZone: initial.tz,
        }
      : null,
  );
  return (
    <>
      <PlaceSearch value={place} onChoose={setPlace} label={label} />
      <input type="hidden" name="place" value={place?.placeName ?? ''} />
      <input type="hidden" name="lat" value={place?.latitude ?? ''} />
      <input type="hidden" name="lon" value={place?.longitude ?? ''} />
      <input type="hidden" name="tz" value={place?.timeZone ?? ''} />
    </>
  );
}
