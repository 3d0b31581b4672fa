import type { ChartFailure } from './chart-failure.ts';

/** A refused chart request under the form; for a wall time in a summer-time change, a button per reading. */
export function ChartFailureAlert({
  failure,
  onChoose,
}: {
  failure: ChartFailure;
  onChoose: (disambiguation: 'earlier' | 'later') => void;
}) {
  return (
    <div className="form-error" role="alert">
      <p>{failure.message}</p>
      {failure.alternatives.length > 0 && (
        <div className="field-row">
          {failure.alternatives.map((alt) => (
            <button
              key={alt.disambiguation}
              type="button"
              className="btn btn-small"
              onClick={() => onChoose(alt.disambiguation)}
            >
              按 {alt.offset} 计算
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
