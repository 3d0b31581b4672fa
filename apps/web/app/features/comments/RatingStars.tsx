import { RATING_LABELS } from '@xingtu/contracts/comments';
import './comments.css';

/** A rating shown as five stars, with its number for screen readers ("4 星，满意"). */
export function RatingStars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="rating-stars" role="img" aria-label={`${rating} 星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= whole ? 'star star-on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** Five radio buttons as stars: the member's 1–5 rating. */
export function RatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <fieldset className="rating-input">
      <legend>评分</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'star star-on' : 'star'} title={RATING_LABELS[n]}>
          <input
            type="radio"
            name="rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={`${n} 星：${RATING_LABELS[n]}`}
          />
          ★
        </label>
      ))}
      <span className="rating-label">{value > 0 ? RATING_LABELS[value] : '请点星星打分'}</span>
    </fieldset>
  );
}
