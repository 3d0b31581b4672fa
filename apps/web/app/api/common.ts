import type { CommonData } from '@xingtu/contracts/shell';
import type { Envelope, RecordsData } from '@xingtu/contracts/envelope';

// GET /api/common/data, read by the root loader on the server (SSR) through the load context.

export const COMMON_DATA_PATH = '/api/common/data';
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

export function commonDataFrom(envelope: Envelope<RecordsData<CommonData>> | null): CommonData {
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
