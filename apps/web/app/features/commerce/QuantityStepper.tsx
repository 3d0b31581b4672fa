/** − n + for a quantity; the buttons stop at the bounds instead of letting the server refuse. */
export function QuantityStepper({
  value,
  max,
  label = '购买数量',
  disabled = false,
  onChange,
}: {
  value: number;
  max: number;
  label?: string;
  disabled?: boolean;
  onChange: (next: number) => void;
}) {
  return (
    <span className="qty" role="group" aria-label={label}>
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-label="数量" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        aria-label="增加数量"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
