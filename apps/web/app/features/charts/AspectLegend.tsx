import { ASPECT_LEGEND } from './aspect-style.ts';

// The key to the wheel's aspect lines: a short sample of each line beside its name.

export function AspectLegend() {
  return (
    <ul className="aspect-legend" aria-label="相位线图例">
      {ASPECT_LEGEND.map(({ label, style }) => (
        <li key={label}>
          <svg width="26" height="8" viewBox="0 0 26 8" aria-hidden="true">
            <line
              x1="1"
              y1="4"
              x2="25"
              y2="4"
              stroke={style.colour}
              strokeWidth="2"
              strokeDasharray={style.dash}
            />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}
