import { useEffect, useId, useRef, useState } from 'react';
import { searchPlaces, type PlaceHit } from '../../api/geo.ts';
import { zoneLabelZh } from './zone-label.ts';
import { useLater } from '../../components/ui/use-later.ts';

// Birth place by search (Chinese, pinyin or initials) with a dropdown list: a combobox that sets
// the place name, coordinates and time zone in one choice.

export interface ChosenPlace {
  placeName: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export function PlaceSearch({
  value,
  onChoose,
  error,
  label = '出生地点',
  initialText,
}: {
  value: ChosenPlace | null;
  onChoose: (place: ChosenPlace | null) => void;
  error?: string | undefined;
  label?: string;
  /** Text to start with when no place is chosen (a name saved earlier without coordinates). */
  initialText?: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(value?.placeName ?? initialText ?? '');
  const [hits, setHits] = useState<PlaceHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef(0);
  // Closing on blur waits a moment (a click on an option lands first); coming back cancels it.
  const closing = useLater();

  // A place chosen (or given) from outside shows its name; clearing the choice while typing keeps the text.
  useEffect(() => {
    if (value) setText(value.placeName);
  }, [value]);

  useEffect(() => {
    const keyword = text.trim();
    if (!open || !keyword || keyword === value?.placeName) {
      setHits([]);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      setStatus('loading');
      searchPlaces(keyword.slice(0, 40))
        .then((found) => {
          if (ticket !== latest.current) return;
          setHits(found);
          setActive(0);
          setStatus('idle');
        })
        .catch(() => ticket === latest.current && setStatus('failed'));
    }, 200);
    return () => clearTimeout(timer);
  }, [text, open, value?.placeName]);

  function choose(hit: PlaceHit) {
    onChoose({
      placeName: hit.fullName,
      latitude: hit.latitude,
      longitude: hit.longitude,
      timeZone: hit.timeZone,
    });
    setText(hit.fullName);
    setOpen(false);
    setHits([]);
  }

  const listId = `${id}-list`;
  return (
    <div className="field place-search">
      <label htmlFor={id}>{label}</label>
      {/* The list opens under the input: positioned against this box, never over the field it serves. */}
      <div className="place-input">
        <input
          id={id}
          className="input"
          role="combobox"
          aria-expanded={open && hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={error ? 'true' : undefined}
          autoComplete="off"
          placeholder="输入城市或区县，如 广州、guangzhou"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            if (value) onChoose(null);
          }}
          onFocus={() => {
            closing.cancel();
            setOpen(true);
          }}
          onBlur={() => closing.later(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (!hits.length) return;
            if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
            else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
            else if (event.key === 'Enter') {
              event.preventDefault();
              choose(hits[active]!);
            } else return;
            event.preventDefault();
          }}
        />
        {open && hits.length > 0 && (
          <ul className="place-list" role="listbox" id={listId}>
            {hits.map((hit, i) => (
              <li
                key={hit.id}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(hit);
                }}
              >
                {hit.fullName}
                <small>
                  {hit.latitude.toFixed(2)}°, {hit.longitude.toFixed(2)}°
                </small>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open &&
        status === 'idle' &&
        text.trim() &&
        text.trim() !== value?.placeName &&
        hits.length === 0 &&
        latest.current > 0 && <p className="field-hint">没有找到匹配的地点，可改填经纬度</p>}
      {status === 'failed' && <p className="field-error">地点搜索暂不可用，请稍后再试或填写经纬度</p>}
      {value && (
        <p className="field-hint">
          纬度 {value.latitude.toFixed(4)}，经度 {value.longitude.toFixed(4)}，时区{' '}
          {zoneLabelZh(value.timeZone)}
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
