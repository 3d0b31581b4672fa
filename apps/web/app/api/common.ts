import { commonApi } from '@xingtu/contracts/common-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { CommonData } from '@xingtu/contracts/shell';
import type { Envelope } from '@xingtu/contracts/envelope';

// GET /api/common/data (contracts/common-api.ts), read by the root loader on the server (SSR)
// through the load context.

export const COMMON_DATA_PATH = commonApi.commonData.path;
export type CommonDataAnswer = DataOf<typeof commonApi.commonData>;
export const EMPTY_COMMON_DATA: CommonData = {
  menus: [],
  banners: [],
  footer: {
    aboutText: '',
    aboutLinks: [],
    servicePhone: '',
    icp: '',
    icpUrl: '',
    qrCodes: [],
    supportLinks: [],
    serviceLinks: [],
  },
  userMenu: [],
  astrologerMenu: [],
};

export function commonDataFrom(envelope: Envelope<CommonDataAnswer> | null): CommonData {
  const records = envelope?.success ? envelope.data?.records : undefined;
  if (!records) return EMPTY_COMMON_DATA;
  return {
    menus: records.menus ?? [],
    banners: records.banners ?? [],
    footer: { ...EMPTY_COMMON_DATA.footer, ...records.footer },
    userMenu: records.userMenu ?? [],
    astrologerMenu: records.astrologerMenu ?? [],
  };
}
