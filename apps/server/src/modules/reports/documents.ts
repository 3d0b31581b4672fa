import { renderReportPdf, renderReportShareImage } from '@xingtu/documents';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { REPORT_GENERATING } from './report-record.ts';
import { getMyReport } from './service.ts';

// The report as files: the PDF of its current version and the share card. Rendering is CPU-bound
// (a few hundred ms), so the bytes of the latest versions are kept in a small in-process cache keyed
// by report and version: a version never changes once written, so every instance may cache it.

export interface ReportFile {
  bytes: Uint8Array;
  fileName: string;
}

const CACHE_SIZE = 24;
const cache = new Map<string, ReportFile>();

function remember(key: string, file: ReportFile): ReportFile {
  cache.delete(key);
  cache.set(key, file);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return file;
}

async function readyDocument(deps: AppDeps, userId: number, id: string) {
  const report = await getMyReport(deps, userId, id);
  if (report.status === 'generating') throw new AppError('EVENT_PROCESSING', { message: REPORT_GENERATING });
  if (report.status === 'awaiting_input') throw new AppError('REPORT_AWAITING_INPUT');
  if (report.status !== 'ready' || !report.document)
    throw new AppError('NOT_EXISTS', { message: '这份报告还没有可下载的文件' });
  return { report, document: report.document };
}

/** A file name without characters that file systems refuse. */
function fileNameOf(title: string, name: string | undefined): string {
  return [title, name]
    .filter(Boolean)
    .join('-')
    .replace(/[\\/:*?"<>|\s]+/g, '');
}

export async function reportPdf(deps: AppDeps, userId: number, id: string): Promise<ReportFile> {
  const { report, document } = await readyDocument(deps, userId, id);
  const key = `pdf:${report.id}:${report.currentVersion}`;
  const hit = cache.get(key);
  if (hit) return remember(key, hit);
  const bytes = await renderReportPdf(document);
  return remember(key, { bytes, fileName: `${fileNameOf(document.title, document.people[0]?.name)}.pdf` });
}

/** The share card; its QR code leads to the free teaser of the same kind of report. */
export async function reportShareImage(
  deps: AppDeps,
  userId: number,
  id: string,
  publicUrl: string,
): Promise<ReportFile> {
  const { report, document } = await readyDocument(deps, userId, id);
  const key = `png:${report.id}:${report.currentVersion}`;
  const hit = cache.get(key);
  if (hit) return remember(key, hit);
  const shareUrl = `${publicUrl}/report/starDiscover/${encodeURIComponent(report.template)}`;
  const bytes = await renderReportShareImage(document, { shareUrl });
  return remember(key, { bytes, fileName: `${fileNameOf(document.title, document.people[0]?.name)}.png` });
}
