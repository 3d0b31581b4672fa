import type { ReportDocument } from '@xingtu/contracts/report-document';
import { miniWheelSvg } from './mini-wheel-svg.ts';

// The share card as a satori element tree (plain objects, no React needed): brand, title, the person,
// up to four key points, a small chart wheel and, when given, a QR code of the report's public teaser page.

export const CARD_WIDTH = 750;
export const CARD_HEIGHT = 1334;

export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (CardNode | string)[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode['props']['children'],
): CardNode => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

const WHEEL_SIZE = 300;
const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The card's fixed words; a report's by default, another share (a tarot reading) names its own. */
export interface ShareCardLabels {
  /** Beside the brand, e.g. 占星报告. */
  kind: string;
  /** Beside the QR code: what scanning it does, and a second line. */
  qrTitle: string;
  qrNote: string;
}

const REPORT_LABELS: ShareCardLabels = {
  kind: '占星报告',
  qrTitle: '扫码看看你的星盘',
  qrNote: '免费生成你的性格速览',
};

export function shareCard(
  report: ReportDocument,
  qrSvg: string | null,
  labels: ShareCardLabels = REPORT_LABELS,
): CardNode {
  const person = report.people.map((p) => p.name).join(' · ');
  // Without key points the card lists what the report covers.
  const lines = report.highlights.length > 0 ? report.highlights : report.sections.map((s) => s.title);
  const points = lines.slice(0, 4).map((line) =>
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'flex-start',
        marginBottom: 22,
        padding: '22px 26px',
        borderRadius: 18,
        backgroundColor: 'rgba(255,255,255,0.09)',
      },
      [
        el('div', {
          width: 10,
          height: 10,
          borderRadius: 5,
          backgroundColor: '#f3c96b',
          marginTop: 14,
          marginRight: 18,
          flexShrink: 0,
        }),
        el(
          'div',
          { display: 'flex', flex: 1, fontSize: 28, lineHeight: 1.55, color: '#f1effc' },
          clip(line, 60),
        ),
      ],
    ),
  );
  const footer = qrSvg
    ? el('div', { display: 'flex', alignItems: 'center', marginTop: 'auto' }, [
        {
          type: 'img',
          props: {
            src: svgDataUri(qrSvg),
            width: 168,
            height: 168,
            style: { backgroundColor: '#ffffff', padding: 12, borderRadius: 12 },
          },
        },
        el('div', { display: 'flex', flexDirection: 'column', marginLeft: 32 }, [
          el('div', { fontSize: 30, fontWeight: 700, color: '#ffffff' }, labels.qrTitle),
          el('div', { fontSize: 24, color: '#c9c6ea', marginTop: 10 }, labels.qrNote),
        ]),
      ])
    : el('div', { display: 'flex', marginTop: 'auto', fontSize: 26, color: '#c9c6ea' }, '在星图查看完整报告');

  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      paddingTop: 72,
      paddingLeft: 60,
      paddingRight: 60,
      paddingBottom: 64,
      position: 'relative',
      boxSizing: 'border-box',
      fontFamily: 'Noto Sans SC',
      backgroundImage: 'linear-gradient(160deg, #1d1b4b 0%, #35297a 55%, #5a3f9e 100%)',
      color: '#ffffff',
    },
    [
      report.wheel
        ? {
            type: 'img',
            props: {
              src: svgDataUri(miniWheelSvg(report.wheel, WHEEL_SIZE)),
              width: WHEEL_SIZE,
              height: WHEEL_SIZE,
              style: { position: 'absolute', top: 30, right: -95, opacity: 0.45 },
            },
          }
        : el('div', {
            position: 'absolute',
            top: 30,
            right: -95,
            width: WHEEL_SIZE,
            height: WHEEL_SIZE,
            borderRadius: WHEEL_SIZE / 2,
            border: '2px solid rgba(255,255,255,0.12)',
          }),
      el('div', { display: 'flex', alignItems: 'baseline' }, [
        el('div', { fontSize: 40, fontWeight: 700, letterSpacing: 4 }, '星图'),
        el('div', { fontSize: 24, color: '#c9c6ea', marginLeft: 18 }, labels.kind),
      ]),
      el(
        'div',
        { display: 'flex', fontSize: 58, fontWeight: 700, lineHeight: 1.3, marginTop: 90 },
        clip(report.title, 28),
      ),
      el(
        'div',
        { display: 'flex', fontSize: 28, color: '#dedcf5', marginTop: 18, lineHeight: 1.5 },
        clip(report.subtitle, 40),
      ),
      el(
        'div',
        { display: 'flex', fontSize: 36, fontWeight: 700, color: '#f3c96b', marginTop: 56, marginBottom: 36 },
        clip(person, 24),
      ),
      el('div', { display: 'flex', flexDirection: 'column' }, points),
      footer,
    ],
  );
}
