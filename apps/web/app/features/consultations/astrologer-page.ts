import { useOutletContext } from 'react-router';
import type { PublicAstrologerRecord } from '@xingtu/contracts/astrologers';
import type { ConsultantDetail } from '@xingtu/contracts/consultations';

// What the astrologer's page hands its tabs (/consultant/astrologer and its children): the public
// profile, and the consultant record when they take bookings. Tabs keep the ?id= of the page.

export interface AstrologerPageData {
  profile: PublicAstrologerRecord;
  consultant: ConsultantDetail | null;
  signedIn: boolean;
}

export const useAstrologerPage = (): AstrologerPageData => useOutletContext<AstrologerPageData>();

/**
 * The tabs, in order. 文章 and 课程 are filled by the content and learning areas when they publish
 * an astrologer's articles and courses; until then those tabs say so plainly.
 */
export const ASTROLOGER_TABS = [
  { path: '', label: '咨询服务' },
  { path: '/comment', label: '评价' },
  { path: '/article', label: '文章' },
  { path: '/course', label: '课程' },
] as const;
