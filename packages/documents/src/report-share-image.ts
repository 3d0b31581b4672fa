import { Resvg } from '@resvg/resvg-js';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import QRCode from 'qrcode';
import satori from 'satori';
import { fontBuffer } from './fonts.ts';
import { CARD_HEIGHT, CARD_WIDTH, shareCard, type ShareCardLabels } from './share/share-card.ts';

// A report's share card as a PNG (750 × 1334): laid out by satori with the project's Noto Sans SC (text
// becomes vector paths), rasterised by resvg without any of the machine's fonts.

export interface ShareImageOptions {
  /** Public URL of the report's teaser page; drawn as a QR code when given. */
  shareUrl?: string;
  /** The card's fixed words when it shares something other than a report. */
  labels?: ShareCardLabels;
}

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;

/** One font list for the process: satori caches its parsed fonts by this array. */
function cardFonts(): Parameters<typeof satori>[1]['fonts'] {
  fonts ??= [
    { name: 'Noto Sans SC', data: fontBuffer('regular'), weight: 400, style: 'normal' },
    { name: 'Noto Sans SC', data: fontBuffer('bold'), weight: 700, style: 'normal' },
  ];
  return fonts;
}

export async function renderReportShareImage(
  report: ReportDocument,
  options: ShareImageOptions = {},
): Promise<Uint8Array> {
  const qrSvg = options.shareUrl
    ? await QRCode.toString(options.shareUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
    : null;
  const card = shareCard(report, qrSvg, options.labels) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(card, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts() });
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return new Uint8Array(png);
}
