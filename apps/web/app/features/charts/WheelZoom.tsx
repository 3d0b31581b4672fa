import { useEffect, useRef, useState } from 'react';
import { ChartWheel, type ChartWheelProps } from './ChartWheel.tsx';

// The wheel full screen: a dialog over the page with the wheel at its size, zoomed in steps and
// scrolled (or pinch-zoomed) with a finger, so every label is readable on a phone. Esc closes.

const LEVELS = [1, 1.5, 2, 3] as const;

export function WheelZoom(props: ChartWheelProps) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState(1);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const button = opener.current;
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [open]);

  const index = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn btn-small wheel-zoom-open"
        onClick={() => {
          setLevel(1);
          setOpen(true);
        }}
      >
        全屏查看
      </button>
      {open && (
        <div className="wheel-zoom" role="dialog" aria-modal="true" aria-label={`${props.title}（大图）`}>
          <div className="wheel-zoom-bar">
            <span className="wheel-zoom-title">{props.title}</span>
            <button
              type="button"
              className="btn btn-small"
              disabled={index <= 0}
              onClick={() => setLevel(LEVELS[Math.max(0, index - 1)]!)}
            >
              缩小
            </button>
            <span className="wheel-zoom-level" aria-live="polite">
              {Math.round(level * 100)}%
            </span>
            <button
              type="button"
              className="btn btn-small"
              disabled={index >= LEVELS.length - 1}
              onClick={() => setLevel(LEVELS[Math.min(LEVELS.length - 1, index + 1)]!)}
            >
              放大
            </button>
            <button
              ref={closer}
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => setOpen(false)}
            >
              关闭
            </button>
          </div>
          <div className="wheel-zoom-canvas" tabIndex={0} aria-label="星盘大图，可滚动查看">
            <div
              className="wheel-zoom-sheet"
              style={{ width: `calc(min(100vw, 100vh - 64px, 960px) * ${level})` }}
            >
              <ChartWheel {...props} title={`${props.title}（大图）`} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
