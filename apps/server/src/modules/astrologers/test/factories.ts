import { APPROVAL_STATUS, type CapacityType } from '@xingtu/contracts/enums';
import type { Db } from '../../../db/client.ts';
import { astrologerProfiles } from '../../../db/schema/astrologers.ts';
import { astrologerCapacities } from '../../../db/schema/users.ts';
import { newAstrologerId } from '../astrologer-ids.ts';

// Test fixtures: an approved astrologer without going through an application.

const PNG_HEADER = '89504e470d0a1a0a0000000d4948445200000001000000010806000000';
export const PNG = Buffer.from(PNG_HEADER, 'hex');
// A whole 1×1 JPEG: uploads read the size from its frame header.
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

export async function makeAstrologer(db: Db, userId: number, types: CapacityType[] = ['A']): Promise<string> {
  for (const type of types)
    await db
      .insert(astrologerCapacities)
      .values({ userId, type, applove: APPROVAL_STATUS.APPROVED })
      .onConflictDoUpdate({
        target: [astrologerCapacities.userId, astrologerCapacities.type],
        set: { applove: APPROVAL_STATUS.APPROVED },
      });
  const publicId = newAstrologerId();
  await db
    .insert(astrologerProfiles)
    .values({ userId, publicId, displayName: `测试占星师${userId % 1000}`, specialities: ['本命盘解读'] })
    .onConflictDoNothing();
  return publicId;
}

export interface FormFile {
  field: string;
  filename: string;
  type: string;
  body: Buffer;
}

/** A multipart body with text fields (lists as repeated fields) and files. */
export function multipartForm(fields: Record<string, string | string[]>, files: FormFile[]) {
  const boundary = '----xingtu-astro-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value])
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
      );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
