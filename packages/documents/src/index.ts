// Documents made from a report: the A4 PDF and the PNG share card.
export { loadDocumentFonts } from './fonts.ts';
export { renderReportPdf } from './report-pdf.ts';
export { renderReportShareImage, type ShareImageOptions } from './report-share-image.ts';
export { renderCertificatePdf, type CertificateDocument } from './certificate-pdf.ts';
export { renderHandoutPdf, type HandoutDocument } from './handout-pdf.ts';
