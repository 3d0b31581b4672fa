import { useEffect, useRef, useState } from 'react';
import type { MediaFormat } from '@xingtu/contracts/courses';

// The lesson player: HLS through hls.js (loaded here, on the player page only) or the browser's own
// HLS where it has one (Safari, iOS); a progressive MP4 in the native video element; audio (MP3, M4A,
// WAV) in the native audio element. Reports where the member is every few seconds and at the end.

interface Props {
  src: string;
  format: MediaFormat;
  startAt: number;
  onProgress(seconds: number, finished: boolean): void;
}

const REPORT_EVERY_S = 10;

export function LessonMedia({ src, format, startAt, onProgress }: Props) {
  const video = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onProgress);
  report.current = onProgress;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    let lastReported = startAt;
    const seekToStart = () => {
      if (startAt > 0 && startAt < element.duration - 1) element.currentTime = startAt;
    };
    const onTime = () => {
      if (Math.abs(element.currentTime - lastReported) >= REPORT_EVERY_S) {
        lastReported = element.currentTime;
        report.current(Math.floor(element.currentTime), false);
      }
    };
    const onPause = () => {
      if (!element.ended) report.current(Math.floor(element.currentTime), false);
    };
    const onEnded = () => report.current(Math.ceil(element.duration || element.currentTime), true);
    element.addEventListener('loadedmetadata', seekToStart, { once: true });
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onEnded);
    const onError = () => setFailed(true);
    setFailed(false);
    if (format !== 'hls') {
      element.addEventListener('error', onError);
      element.src = src;
    } else if (element.canPlayType('application/vnd.apple.mpegurl')) element.src = src;
    else
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (destroyed) return;
          if (!Hls.isSupported()) {
            setFailed(true);
            return;
          }
          const player = new Hls({ maxBufferLength: 30 });
          hls = player;
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          player.loadSource(src);
          player.attachMedia(element);
        })
        .catch(() => setFailed(true));
    return () => {
      destroyed = true;
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('error', onError);
      hls?.destroy();
    };
  }, [src, format, startAt]);

  const message = format === 'audio' ? '音频暂时无法播放' : '视频暂时无法播放';
  return (
    <div>
      {format === 'audio' ? (
        <audio ref={video} className="player-audio" controls preload="metadata" aria-label="课程音频" />
      ) : (
        <video
          ref={video}
          className="player-video"
          controls
          playsInline
          preload="metadata"
          aria-label="课程视频"
        />
      )}
      {failed && (
        <p className="form-error" role="alert">
          {message}，请刷新页面重试；如果仍然不行，请换用最新版浏览器。
        </p>
      )}
    </div>
  );
}
