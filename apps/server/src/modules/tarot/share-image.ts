import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import { TAROT_ASSISTS_NEEDED, TAROT_ORIENTATION_LABELS } from '@xingtu/contracts/tarot';
import { renderReportShareImage } from '@xingtu/documents';
import type { AppDeps } from '../../deps.ts';
import { sharedView } from './shares.ts';

// The share image of a shared reading: the documents package's share card (satori + resvg, the project's
// own font) with the question, the cards drawn and a QR code of the assist link, so a friend who scans it
// lands on the page where they can help.

export async function shareImage(deps: AppDeps, code: string, publicUrl: string): Promise<Uint8Array> {
  const view = await sharedView(deps, code, null);
  const card: ReportDocument = {
    template: 'tarot',
    title: '星图塔罗 · 请帮我助力',
    subtitle: `${view.spreadName} · ${TAROT_ASSISTS_NEEDED} 位好友助力即可解锁一次免费解读`,
    version: 1,
    generatedAt: formatBeijing(view.createdAt, 'datetime'),
    people: [{ name: view.ownerName, birthLine: `问：${view.question}` }],
    wheel: null,
    highlights: view.cards
      .slice(0, 4)
      .map((c) => `${c.positionName}：${c.nameZh}（${TAROT_ORIENTATION_LABELS[c.orientation]}）`),
    sections: [{ key: 'reading', title: '塔罗解读', factors: [], blocks: [] }],
  };
  return renderReportShareImage(card, {
    shareUrl: `${publicUrl}/assistShare/assist/${code}`,
    labels: { kind: '塔罗占卜', qrTitle: '扫码为 TA 助力', qrNote: '也来问问你的塔罗牌' },
  });
}
