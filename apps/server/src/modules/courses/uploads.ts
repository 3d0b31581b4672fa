import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  LESSON_ATTACHMENTS_MAX,
  MEDIA_SLOT_RULES,
  type AdminCourseEdit,
  type MediaSlot,
} from '@xingtu/contracts/courses';
import { courseLessons, courses, type LessonAttachment } from '../../db/schema/courses.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { adminCourseEdit } from './editing.ts';
import { acceptedKind, contentTypeOf, mediaSeconds } from './media-files.ts';

// Media uploads from the console: a lesson's video (MP4 served progressively to the native player;
// MPEG-TS wrapped as a one-segment HLS playlist for hls.js), its audio (MP3, M4A, WAV) or an
// attachment (PDF, ZIP). Each file is judged by its bytes, stored under private/ through the storage
// interface (local disk or S3) and reached only through the signed media or attachment links.

const FOLDER = 'private/courses/uploads';

async function lessonOf(deps: AppDeps, slug: string) {
  const [found] = await deps.database.db
    .select({ lesson: courseLessons, courseSlug: courses.slug })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(eq(courseLessons.slug, slug));
  if (!found) throw notFound('课时不存在');
  return found;
}

/** A file name safe to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, ext: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(char))
    .join('')
    .trim()
    .slice(0, 80);
  const stem = base.replace(/\.[^.]*$/, '') || '课程附件';
  return `${stem}.${ext}`;
}

/** A playlist of one segment: the uploaded transport stream, played through hls.js. */
function singleSegmentPlaylist(seconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${seconds}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds}.000,`,
    'seg0.ts',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

async function removeUploaded(deps: AppDeps, key: string | null): Promise<void> {
  if (!key?.startsWith(`${FOLDER}/`)) return;
  if (key.endsWith('.m3u8')) await deps.storage.delete(`${key.slice(0, key.lastIndexOf('/') + 1)}seg0.ts`);
  await deps.storage.delete(key);
}

export async function uploadLessonFile(
  deps: AppDeps,
  lessonSlug: string,
  slot: MediaSlot,
  file: { body: Buffer; filename: string },
): Promise<AdminCourseEdit> {
  const { lesson, courseSlug } = await lessonOf(deps, lessonSlug);
  const rule = MEDIA_SLOT_RULES[slot];
  const kind = acceptedKind(slot, file.body);
  if (!kind)
    throw new AppError('MEDIA_FILE_REFUSED', {
      message: `请上传${rule.label}：按文件内容识别，这个文件不是`,
      fields: [{ field: 'file', message: `请上传${rule.label}` }],
    });
  const folder = `${FOLDER}/${courseSlug}/${lesson.slug}`;
  const id = randomUUID();
  const db = deps.database.db;

  if (slot === 'attachment') {
    if (lesson.attachments.length >= LESSON_ATTACHMENTS_MAX) throw new AppError('LESSON_ATTACHMENTS_FULL');
    const key = `${folder}/${id}.${kind}`;
    await deps.storage.put(key, file.body, contentTypeOf(kind));
    const attachment: LessonAttachment = {
      key,
      name: cleanFileName(file.filename, kind),
      contentType: contentTypeOf(kind),
      bytes: file.body.length,
    };
    await db
      .update(courseLessons)
      .set({ attachments: [...lesson.attachments, attachment] })
      .where(eq(courseLessons.id, lesson.id));
    return adminCourseEdit(deps, courseSlug);
  }

  const seconds = mediaSeconds(kind, file.body) ?? lesson.minutes * 60;
  let key: string;
  if (kind === 'ts') {
    key = `${folder}/${id}/index.m3u8`;
    await deps.storage.put(`${folder}/${id}/seg0.ts`, file.body, 'video/mp2t');
    await deps.storage.put(key, Buffer.from(singleSegmentPlaylist(seconds)), 'application/vnd.apple.mpegurl');
  } else {
    key = `${folder}/${id}.${kind}`;
    await deps.storage.put(key, file.body, contentTypeOf(kind));
  }
  await db
    .update(courseLessons)
    .set({ mediaKey: key, mediaSeconds: seconds, kind: slot })
    .where(eq(courseLessons.id, lesson.id));
  await removeUploaded(deps, lesson.mediaKey);
  return adminCourseEdit(deps, courseSlug);
}

export async function deleteAttachment(
  deps: AppDeps,
  lessonSlug: string,
  index: number,
): Promise<AdminCourseEdit> {
  const { lesson, courseSlug } = await lessonOf(deps, lessonSlug);
  const gone = lesson.attachments[index];
  if (!gone) throw notFound('附件不存在');
  await deps.database.db
    .update(courseLessons)
    .set({ attachments: lesson.attachments.filter((_, at) => at !== index) })
    .where(eq(courseLessons.id, lesson.id));
  await removeUploaded(deps, gone.key);
  return adminCourseEdit(deps, courseSlug);
}
