import { useState } from 'react';
import { notify } from '../../api/notify.ts';
import { downloadReportPdf } from '../../api/reports.ts';

/** 下载 PDF: the current version as a PDF file named after the report and the person. */
export function DownloadPdfButton({ reportId, fileName }: { reportId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadReportPdf(reportId, fileName)
      .then(
        (saved) => {
          if (!saved) notify('error', 'PDF 暂时无法下载，请稍后再试');
        },
        () => notify('error', 'PDF 暂时无法下载，请稍后再试'),
      )
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="btn btn-small" onClick={download} disabled={busy}>
      {busy ? '正在准备 PDF…' : '下载 PDF'}
    </button>
  );
}
