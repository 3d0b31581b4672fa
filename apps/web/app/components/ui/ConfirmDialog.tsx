import { useEffect, useRef } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small confirmation inside a drawer or page; the cancel button takes focus (the safe choice). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div
      className="confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
    >
      <h2 id="confirm-title">{title}</h2>
      <p id="confirm-message">{message}</p>
      <div className="confirm-actions">
        <button ref={cancel} type="button" className="btn" onClick={onCancel}>
          取消
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </div>
  );
}
