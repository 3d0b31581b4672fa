import type { InputHTMLAttributes } from 'react';

/** A labelled input with its error message tied to it for screen readers. */
export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
