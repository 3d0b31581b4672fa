import type { ReactNode } from 'react';

export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="page-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

export function PageError({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="page-state page-state-error" role="alert">
      <p>{text}</p>
      {action}
    </div>
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="page-state page-state-empty">
      <p>{text}</p>
      {action}
    </div>
  );
}
