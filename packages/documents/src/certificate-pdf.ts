import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontFace } from './fonts.ts';

// A certificate of completion: one A4 landscape page with a border, the holder, what was achieved,
// the score and date, the number and a QR code to the public verification page. Text stays text
// (Noto Sans SC, subset-embedded), the QR code is drawn as vector squares.

export interface CertificateDocument {
  number: string;
  holderName: string;
  title: string;
  examTitle: string;
  score: number;
  /** Already formatted in Beijing time, e.g. 2026年11月27日. */
  issuedOn: string;
  verifyUrl: string;
}

const W = 841.89;
const H = 595.28;
const INK = '#2b2350';
const GOLD = '#b08a3e';
const MUTED = '#6b6580';

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const cell = size / cells;
  doc.save().fillColor(INK);
  for (let row = 0; row < cells; row += 1)
    for (let col = 0; col < cells; col += 1)
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.2, cell + 0.2);
  doc.fill().restore();
}

export async function renderCertificatePdf(cert: CertificateDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: `${cert.title} 证书`, Author: '星图', Creator: '星图', Subject: cert.number },
  });
  const output = collect(doc);
  doc.registerFont('regular', fontFace('regular') as unknown as Buffer);
  doc.registerFont('bold', fontFace('bold') as unknown as Buffer);

  doc.rect(0, 0, W, H).fill('#fbf8f1');
  doc
    .lineWidth(3)
    .strokeColor(GOLD)
    .rect(28, 28, W - 56, H - 56)
    .stroke();
  doc
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .rect(38, 38, W - 76, H - 76)
    .stroke();

  const centre = (text: string, y: number, size: number, font: 'regular' | 'bold', colour = INK) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(colour)
      .text(text, 60, y, { width: W - 120, align: 'center' });

  centre('星图 · 占星学习', 70, 14, 'regular', GOLD);
  centre('结 业 证 书', 100, 34, 'bold');
  centre('CERTIFICATE OF COMPLETION', 148, 11, 'regular', MUTED);
  centre(cert.holderName, 200, 28, 'bold');
  doc
    .moveTo(W / 2 - 140, 242)
    .lineTo(W / 2 + 140, 242)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  centre(`已完成「${cert.title}」的学习，并通过${cert.examTitle}，`, 262, 15, 'regular');
  centre(`成绩 ${cert.score} 分，特发此证。`, 290, 15, 'regular');

  doc.font('regular').fontSize(11).fillColor(MUTED);
  doc.text(`证书编号：${cert.number}`, 80, 420);
  doc.text(`发证日期：${cert.issuedOn}`, 80, 440);
  doc.text('扫描右侧二维码，或在星图网站输入证书编号，即可查验真伪与当前状态。', 80, 460, { width: 460 });
  doc.font('bold').fontSize(13).fillColor(INK).text('星图学院', 80, 500);

  drawQr(doc, cert.verifyUrl, W - 200, 390, 110);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('扫码验证', W - 200, 506, { width: 110, align: 'center' });

  doc.end();
  return output;
}
