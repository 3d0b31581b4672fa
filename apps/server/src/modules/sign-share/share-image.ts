import type { ReportDocument } from '@xingtu/contracts/report-document';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { renderReportShareImage } from '@xingtu/documents';
import type { AppDeps } from '../../deps.ts';
import { shareByCode, sharedView } from './shares.ts';

// The card's share image: the documents package's share card (satori + resvg, the project's own font)
// with the signs the member chose to show, one line of each reading, and a QR code of the share link.

const firstSentence = (text: string, max = 40) => {
  const cut = text.split('。')[0] ?? text;
  return cut.length > max ? `${cut.slice(0, max - 1)}…` : cut;
};

/**
 * The share image, drawn again only when the card changes: friends, chat apps and their link previews ask for
 * the same image many times. The cache belongs to one app instance (made by its routes plugin), keyed by
 * the card's code and last edit, and holds at most `capacity` images (the oldest goes first).
 */
export function cachedShareImages(deps: AppDeps, publicUrl: string, capacity = 200) {
  const images = new Map<string, Uint8Array>();
  return async (code: string): Promise<Uint8Array> => {
    const card = await shareByCode(deps, code);
    const key = `${code}:${card.updatedAt.getTime()}`;
    const hit = images.get(key);
    if (hit) return hit;
    const png = await shareImage(deps, code, publicUrl);
    images.set(key, png);
    if (images.size > capacity) images.delete(images.keys().next().value!);
    return png;
  };
}

export async function shareImage(deps: AppDeps, code: string, publicUrl: string): Promise<Uint8Array> {
  const view = await sharedView(deps, code, null);
  const shown = [view.sun, view.moon, view.ascendant].filter((x) => x !== null);
  const card: ReportDocument = {
    template: 'sign-share',
    title: `${view.nickname}的星座三要素`,
    subtitle: shown.map((s) => s.title).join(' · '),
    version: 1,
    generatedAt: formatBeijing(deps.now(), 'datetime'),
    people: [{ name: view.nickname, birthLine: '扫码测测你和 TA 的星座契合度' }],
    wheel: null,
    // Most readings open with their own title (太阳在双子座的人…): then the sentence alone says it.
    highlights: shown.map((s) =>
      s.text.startsWith(s.title) ? firstSentence(s.text) : `${s.title}：${firstSentence(s.text)}`,
    ),
    sections: [{ key: 'signs', title: '星座三要素', factors: [], blocks: [] }],
  };
  return renderReportShareImage(card, {
    shareUrl: `${publicUrl}/signShare/share/${code}`,
    labels: { kind: '星座分享', qrTitle: '扫码猜猜 TA 的星座', qrNote: '再测测你自己的太阳、月亮与上升' },
  });
}
