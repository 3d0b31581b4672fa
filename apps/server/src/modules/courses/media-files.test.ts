import { describe, expect, it } from 'vitest';
import { buildDemoAudio } from './demo-media.ts';
import { buildDemoClip } from './demo-video.ts';
import { acceptedKind, mediaSeconds, sniffMedia } from './media-files.ts';
import { tinyMp4 } from './test/media-samples.ts';

describe('lesson files are judged by their bytes', () => {
  const ts = buildDemoClip().get('seg0.ts')!;
  const wav = buildDemoAudio();

  it('tells MP4, M4A, MPEG-TS, WAV, MP3, PDF and ZIP apart, whatever they are called', () => {
    expect(sniffMedia(tinyMp4(3))).toBe('mp4');
    expect(sniffMedia(tinyMp4(3, 'M4A '))).toBe('m4a');
    expect(sniffMedia(ts)).toBe('ts');
    expect(sniffMedia(wav)).toBe('wav');
    expect(sniffMedia(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(40)]))).toBe('mp3');
    expect(sniffMedia(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toBe('mp3');
    expect(sniffMedia(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffMedia(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe('zip');
    expect(sniffMedia(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffMedia(Buffer.from('<html>not a video</html>'))).toBeNull();
  });

  it('each slot takes only its own kinds', () => {
    expect(acceptedKind('video', tinyMp4(3))).toBe('mp4');
    expect(acceptedKind('video', ts)).toBe('ts');
    expect(acceptedKind('video', wav)).toBeNull();
    expect(acceptedKind('video', tinyMp4(3, 'M4A '))).toBeNull();
    expect(acceptedKind('audio', tinyMp4(3))).toBe('m4a');
    expect(acceptedKind('audio', wav)).toBe('wav');
    expect(acceptedKind('audio', ts)).toBeNull();
    expect(acceptedKind('attachment', Buffer.from('%PDF-1.4 …'))).toBe('pdf');
    expect(acceptedKind('attachment', tinyMp4(3))).toBeNull();
  });

  it('reads how long MP4, WAV and MPEG-TS play; MP3 is left to the lesson form', () => {
    expect(mediaSeconds('mp4', tinyMp4(95))).toBe(95);
    expect(mediaSeconds('wav', wav)).toBe(6);
    // One 2-second segment of the demo clip: its first and last frame stamps span just under 2 s.
    expect(mediaSeconds('ts', ts)).toBe(2);
    expect(mediaSeconds('mp3', Buffer.from('ID3'))).toBeNull();
    expect(mediaSeconds('mp4', Buffer.from('garbage that is not a movie'))).toBeNull();
  });
});
