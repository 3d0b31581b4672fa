// A tiny toast queue the request layer writes to and the shell renders.
export type ToastKind = 'info' | 'success' | 'warning' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
export type Notify = (kind: ToastKind, text: string) => void;

type Listener = (toasts: readonly Toast[]) => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const TOAST_MS = 3000;

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

export const notify: Notify = (kind, text) => {
  const toast = { id: nextId++, kind, text };
  // The same message twice in a row (several failing requests) shows once.
  if (toasts.some((existing) => existing.text === text)) return;
  toasts = [...toasts, toast].slice(-3);
  emit();
  setTimeout(() => dismiss(toast.id), TOAST_MS);
};

export function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const getToasts = (): readonly Toast[] => toasts;
export const getServerToasts = (): readonly Toast[] => [];
