import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// A modal panel: while open the page behind cannot scroll, is blurred and inert, focus stays inside,
// Escape closes, and focus returns to the opener afterwards.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const PAGE_ID = 'app-frame';
let openCount = 0;

function lockPage(): void {
  openCount += 1;
  if (openCount > 1) return;
  document.documentElement.classList.add('drawer-open');
  document.getElementById(PAGE_ID)?.setAttribute('inert', '');
}

function unlockPage(): void {
  openCount = Math.max(0, openCount - 1);
  if (openCount > 0) return;
  document.documentElement.classList.remove('drawer-open');
  document.getElementById(PAGE_ID)?.removeAttribute('inert');
}

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'top';
  label: string;
  id?: string;
  children: ReactNode;
}

export function Drawer({ open, onClose, side, label, id, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    lockPage();
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (item) => item.offsetParent !== null,
      );
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockPage();
      opener?.focus?.();
    };
  }, [open, onClose]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={`drawer-layer drawer-${side}`}>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className="drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
