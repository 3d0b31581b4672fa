import type { FastifyRequest } from 'fastify';
import { APPLICATION_LIMITS as L, ASTROLOGER_MESSAGES as M } from '@xingtu/contracts/astrologers';
import { applicationFieldsSchema, type ApplicationFields } from '@xingtu/contracts/astrologers-schemas';
import { AppError, validationError } from '../../errors.ts';

// Reads the multipart application (POST /api/astrologer/apply): text fields, one photo and up to
// five certificates. A broken or oversized form is refused before anything is stored.

export interface ApplicationForm {
  fields: ApplicationFields;
  photo: Buffer | undefined;
  certificates: Buffer[];
}

const LIST_FIELDS = new Set(['specialities', 'capacities']);
const TEXT_FIELDS = new Set(['real_name', 'experience']);

export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw validationError('photo', M.badForm);
  const text: Record<string, string> = {};
  const lists: Record<string, string[]> = { specialities: [], capacities: [] };
  let photo: Buffer | undefined;
  const certificates: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: L.certificatesMax + 2,
        fileSize: L.certificateMaxBytes,
        fields: 40,
        fieldSize: 10_000,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === 'photo' && !photo) photo = body;
        else if (part.fieldname === 'certificates') certificates.push(body);
        else if (part.fieldname === 'photo') throw validationError('photo', M.photoRequired);
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const name = part.fieldname.replace(/\[\]$/, '');
      // A list may arrive as repeated fields or as one comma-separated value.
      if (LIST_FIELDS.has(name))
        lists[name]!.push(
          ...value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        );
      else if (TEXT_FIELDS.has(name)) text[name] = value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError('certificates', M.certificateTooLarge);
    if (code === 'FST_FILES_LIMIT') throw validationError('certificates', M.certificateTooMany);
    throw new AppError('BAD_REQUEST', { httpStatus: 400, message: M.badForm });
  }
  const parsed = applicationFieldsSchema.safeParse({ ...text, ...lists });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? 'form'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION', { httpStatus: 422, message: fields[0]!.message, fields });
  }
  return { fields: parsed.data, photo, certificates };
}
