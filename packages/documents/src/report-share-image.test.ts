import { describe, expect, it } from 'vitest';
import { renderReportShareImage } from './report-share-image.ts';
import { miniWheelSvg } from './share/mini-wheel-svg.ts';
import { type CardNode, shareCard } from './share/share-card.ts';
import { FIXTURE_NAME, fixtureReport } from './test/report-fixture.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function texts(node: CardNode | string): string[] {
  if (typeof node === 'string') return [node];
  const { children } = node.props;
  if (children === undefined) return [];
  return typeof children === 'string' ? [children] : children.flatMap(texts);
}

function images(node: CardNode | string): string[] {
  if (typeof node === 'string') return [];
  const own = node.type === 'img' && node.props.src ? [node.props.src] : [];
  const { children } = node.props;
  return [...own, ...(Array.isArray(children) ? children.flatMap(images) : [])];
}

describe('renderReportShareImage', () => {
  const report = fixtureReport(1_000);

  it('draws a 750 × 1334 PNG, with a QR code of the share URL when one is given', async () => {
    const plain = await renderReportShareImage(report);
    const withQr = await renderReportShareImage(report, {
      shareUrl: 'https://xingtu.example/report/starDiscover/42',
    });
    for (const png of [plain, withQr]) {
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pngSize(png)).toEqual({ width: 750, height: 1334 });
    }
    expect(Buffer.from(withQr).equals(Buffer.from(plain))).toBe(false);
  });

  it('shows the brand, title, person and at most four key points, cutting what is too long', () => {
    const long = { ...report, title: '很长的标题'.repeat(10), highlights: ['一', '二', '三', '四', '五'] };
    const card = texts(shareCard(long, null));
    expect(card).toEqual(expect.arrayContaining(['星图', FIXTURE_NAME, '一', '四', '在星图查看完整报告']));
    expect(card).not.toContain('五');
    const title = card.find((t) => t.startsWith('很长的标题'))!;
    expect(title.length).toBe(28);
    expect(title.endsWith('…')).toBe(true);
    const noPoints = texts(shareCard({ ...report, highlights: [] }, null));
    expect(noPoints).toEqual(expect.arrayContaining(report.sections.slice(0, 4).map((s) => s.title)));
  });

  it('embeds the small wheel when the report has a chart, and the QR code only when a share URL is given', () => {
    const qr = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(images(shareCard({ ...report, wheel: null }, null))).toEqual([]);
    expect(images(shareCard(report, null))).toHaveLength(1);
    const both = images(shareCard(report, qr));
    expect(both).toHaveLength(2);
    for (const src of both) expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(both.map((src) => Buffer.from(src.split(',')[1]!, 'base64').toString())).toContain(qr);
  });
});

describe('miniWheelSvg', () => {
  it('draws twelve sign sectors, the cusps, one dot per planet and one line per aspect, without text', () => {
    const wheel = fixtureReport().wheel!;
    const svg = miniWheelSvg(wheel, 300);
    expect(svg.match(/<path /g)).toHaveLength(12);
    expect(svg.match(/<circle /g)).toHaveLength(1 + wheel.points.length);
    expect(svg.match(/<line /g)).toHaveLength(wheel.cusps.length + wheel.aspects.length);
    expect(svg).not.toContain('<text');
  });
});
