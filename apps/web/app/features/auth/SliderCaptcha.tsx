import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fetchSlider, verifySlider, type SliderChallenge } from '../../api/human-check.ts';
import { useLater } from '../../components/ui/use-later.ts';

type Status = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'error';
interface TrackPoint {
  x: number;
  y: number;
  t: number;
}

/**
 * Drag the piece into its gap. The server keeps the gap's position and judges the offset and the
 * drag track; a pass becomes a short-lived slider token for the next code request.
 * Keyboard: arrow keys move the piece (Shift for bigger steps), Enter checks.
 */
export function SliderCaptcha({
  onChange,
  error,
}: {
  onChange: (token: string | null) => void;
  error?: string | undefined;
}) {
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; startY: number; t0: number; track: TrackPoint[] } | null>(null);
  const keyTrack = useRef<TrackPoint[]>([]);
  const retry = useLater();

  const load = useCallback(async () => {
    setStatus('loading');
    setOffset(0);
    onChange(null);
    try {
      setChallenge(await fetchSlider());
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [onChange]);

  useEffect(() => {
    void load();
  }, [load]);

  const max = challenge ? challenge.width - challenge.pieceSize : 0;

  async function check(finalOffset: number, track: TrackPoint[]) {
    if (!challenge) return;
    setStatus('checking');
    try {
      const token = await verifySlider(challenge.sliderId, Math.round(finalOffset), track);
      setStatus('passed');
      onChange(token);
    } catch {
      setStatus('failed');
      retry.later(() => void load(), 900);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (status !== 'ready' && status !== 'failed') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      startX: event.clientX,
      startY: event.clientY,
      t0: performance.now(),
      track: [{ x: 0, y: 0, t: 0 }],
    };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current) return;
    const x = Math.min(max, Math.max(0, event.clientX - current.startX));
    setOffset(x);
    current.track.push({
      x: Math.round(x),
      y: Math.round(event.clientY - current.startY),
      t: Math.round(performance.now() - current.t0),
    });
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    const last = current.track.at(-1);
    if (!last || last.x < 2) return;
    void check(last.x, current.track.slice(-400));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (status !== 'ready') return;
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (keyTrack.current.length === 0)
        keyTrack.current.push({ x: Math.round(offset), y: 0, t: Math.round(performance.now()) });
      const next = Math.min(max, Math.max(0, offset + (event.key === 'ArrowRight' ? step : -step)));
      setOffset(next);
      keyTrack.current.push({
        x: Math.round(next),
        y: keyTrack.current.length % 2,
        t: Math.round(performance.now()),
      });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const t0 = keyTrack.current[0]?.t ?? 0;
      const track = keyTrack.current.map((point) => ({ ...point, t: point.t - t0 }));
      keyTrack.current = [];
      void check(offset, track);
    }
  }

  const message: Record<Status, string> = {
    loading: '正在加载验证…',
    ready: '向右拖动滑块，使拼图与缺口重合',
    checking: '正在验证…',
    passed: '验证通过',
    failed: '验证未通过，请重试',
    error: '验证加载失败，',
  };

  return (
    <div className={`slider-captcha is-${status}`} aria-invalid={error ? 'true' : undefined}>
      {challenge && status !== 'passed' && (
        <div className="slider-image" style={{ width: challenge.width, height: challenge.height }}>
          <img
            src={challenge.background}
            alt=""
            width={challenge.width}
            height={challenge.height}
            draggable={false}
          />
          <img
            className="slider-piece"
            src={challenge.piece}
            alt=""
            width={challenge.pieceSize}
            height={challenge.pieceSize}
            style={{ top: challenge.pieceY, transform: `translateX(${offset}px)` }}
            draggable={false}
          />
        </div>
      )}
      <div className="slider-track" style={{ width: challenge?.width ?? 300 }}>
        <span className="slider-fill" style={{ width: status === 'passed' ? '100%' : offset + 22 }} />
        <span className="slider-text" aria-live="polite">
          {message[status]}
          {status === 'error' && (
            <button type="button" className="link-button" onClick={() => void load()}>
              点击重试
            </button>
          )}
        </span>
        {status !== 'passed' && (
          <button
            type="button"
            className="slider-handle"
            role="slider"
            aria-label="滑块验证：向右拖动或用方向键移动，回车确认"
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={Math.round(offset)}
            disabled={status === 'loading' || status === 'checking' || status === 'error'}
            style={{ transform: `translateX(${offset}px)` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            ⇢
          </button>
        )}
      </div>
      {status !== 'passed' && status !== 'loading' && (
        <button type="button" className="link-button slider-refresh" onClick={() => void load()}>
          换一张
        </button>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
