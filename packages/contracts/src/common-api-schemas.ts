import { z } from 'zod';
import { records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { MENU_ICONS, type AccountMenuItem, type MenuAudience } from './menus.ts';
import { QR_CODE_KEYS, type CommonData, type SiteMenu } from './shell.ts';

// The schemas of the site's common data (declared in common-api.ts); the types stay in shell.ts.

const link = z.object({ title: z.string(), url: z.string() });
const siteMenuSchema: z.ZodType<SiteMenu> = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  get children() {
    return z.array(siteMenuSchema);
  },
});
const accountMenuItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  url: z.string(),
  icon: z.enum(MENU_ICONS),
  audience: z
    .enum(['isarMember', 'notAstrologer', 'consultant', 'diceAstrologer'] satisfies MenuAudience[])
    .optional(),
}) satisfies z.ZodType<AccountMenuItem>;

export const commonDataRecordSchema = z.object({
  menus: z.array(siteMenuSchema),
  banners: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      subtitle: z.string(),
      linkUrl: z.string(),
      imageUrl: z.string().nullable(),
    }),
  ),
  footer: z.object({
    aboutText: z.string(),
    aboutLinks: z.array(link),
    servicePhone: z.string(),
    icp: z.string(),
    icpUrl: z.string(),
    qrCodes: z.array(z.object({ key: z.enum(QR_CODE_KEYS), label: z.string(), url: z.string() })),
    supportLinks: z.array(link),
    serviceLinks: z.array(link),
  }),
  userMenu: z.array(accountMenuItemSchema),
  astrologerMenu: z.array(accountMenuItemSchema),
}) satisfies z.ZodType<CommonData>;

export const commonApiSchemas = {
  commonData: { answer: records(commonDataRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
