import { renderHandoutPdf } from '@xingtu/documents/handout-pdf';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { LessonAttachment } from '../../db/schema/courses.ts';
import { ensureDemoClip } from './demo-video.ts';

// The demo audio lesson and the demo handout, made here rather than copied: a few seconds of a calm
// chime written as 16-bit PCM WAV sample by sample, and a one-page worksheet PDF through the project's
// PDF stack (packages/documents). Written once into storage beside the demo clip.

export const DEMO_AUDIO_KEY = 'private/courses/demo/chime.wav';
export const DEMO_AUDIO_SECONDS = 6;
export const DEMO_HANDOUT_KEY = 'private/courses/demo/elements-worksheet.pdf';

const RATE = 8000;
/** C major, rising then resting on the fifth: one note every three quarters of a second. */
const NOTES_HZ = [261.63, 329.63, 392.0, 523.25, 392.0, 329.63, 392.0, 261.63];

/** The chime: each note a sine with its octave, struck and fading (no clicks at the joins). */
export function buildDemoAudio(): Buffer {
  const samples = RATE * DEMO_AUDIO_SECONDS;
  const data = Buffer.alloc(samples * 2);
  const noteLength = samples / NOTES_HZ.length;
  for (let i = 0; i < samples; i += 1) {
    const note = Math.min(NOTES_HZ.length - 1, Math.floor(i / noteLength));
    const t = (i - note * noteLength) / RATE;
    const hz = NOTES_HZ[note]!;
    const envelope = Math.min(1, t * 200) * Math.exp(-t * 3.2);
    const value = (Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(4 * Math.PI * hz * t)) * envelope;
    data.writeInt16LE(Math.round(value * 0.45 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export async function buildDemoHandout(): Promise<Buffer> {
  const pdf = await renderHandoutPdf({
    title: '元素与模式练习表',
    subtitle: '《占星入门：读懂你的第一张星盘》课后练习 · 打印后手写填写',
    steps: [
      '在星图排盘工具中打开你的本命盘，找到下表中每颗行星所在的星座。',
      '对照课程讲义，写出该星座的元素（火、土、风、水）和模式（本位、固定、变动）。',
      '数一数四种元素各有几颗行星，在最后一栏写下你的第一印象。',
    ],
    columns: ['行星', '星座', '元素', '模式', '第一印象'],
    rows: ['太阳', '月亮', '水星', '金星', '火星', '木星', '土星'],
    footer: '星图学院 · 本练习表仅供已报名学员个人学习使用。',
  });
  return Buffer.from(pdf);
}

/** The seeded attachment of the practice lesson. */
export function demoHandoutAttachment(bytes: number): LessonAttachment {
  return { key: DEMO_HANDOUT_KEY, name: '元素与模式练习表.pdf', contentType: 'application/pdf', bytes };
}

/** Writes the demo clip, chime and handout into storage unless they are there already. */
export async function ensureDemoMedia(storage: FileStorage): Promise<void> {
  await ensureDemoClip(storage);
  if (!(await storage.get(DEMO_AUDIO_KEY))) await storage.put(DEMO_AUDIO_KEY, buildDemoAudio(), 'audio/wav');
  if (!(await storage.get(DEMO_HANDOUT_KEY)))
    await storage.put(DEMO_HANDOUT_KEY, await buildDemoHandout(), 'application/pdf');
}
