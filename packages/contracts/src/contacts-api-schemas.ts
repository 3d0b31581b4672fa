import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import { page, records } from './answer-schemas.ts';
import { contactInputSchema } from './contacts-schemas.ts';
import { CONTACT_RELATIONS, type ContactProfile } from './contacts.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { SHICHEN_IDS } from './shichen.ts';
import { pageQuerySchema } from './envelope.ts';

// The schemas of the contact-profile endpoints (declared in contacts-api.ts); the record type stays
// ContactProfile in contacts.ts.

export const contactIdParamsSchema = z.object({
  id: numeric(
    z
      .number({ error: '档案编号不正确' })
      .int()
      .positive('档案编号不正确')
      .max(2_147_483_647, '档案编号不正确'),
  ),
});

export const contactProfileRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(['male', 'female']),
  relation: z.enum(CONTACT_RELATIONS.map((relation) => relation.value)),
  calendar: z.enum(['solar', 'lunar']),
  birthday: z.string(),
  lunarDate: z.string().nullable(),
  timeUnknown: z.boolean(),
  birthHour: z.number().int().nullable(),
  birthMin: z.number().int().nullable(),
  birthShichen: z.enum(SHICHEN_IDS).nullable(),
  timeBasis: z.enum(['clock', 'solar']),
  standardTime: z.boolean(),
  birthLocation: z.string().nullable(),
  birthLatitude: z.number().nullable(),
  birthLongitude: z.number().nullable(),
  birthTimeZone: z.string().nullable(),
  reliability: z.string(),
  visibility: z.union([z.literal(1), z.literal(2)]),
  /** null for a profile that is not the viewer's own. */
  note: z.string().nullable(),
  complete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<ContactProfile>;

const byId = { params: contactIdParamsSchema };
const contact = records(contactProfileRecordSchema);

export const contactsApiSchemas = {
  listContacts: { query: pageQuerySchema, answer: page(contactProfileRecordSchema) },
  getContact: { ...byId, answer: contact },
  createContact: { body: contactInputSchema, answer: contact },
  updateContact: { ...byId, body: contactInputSchema, answer: contact },
  // `data.records: null`, as it always answered.
  deleteContact: { ...byId, answer: records(z.null()) },
} as const satisfies Record<string, EndpointSchemas>;
