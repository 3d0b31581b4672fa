import { useState } from 'react';
import { notify } from '../../api/notify.ts';
import { downloadReportFile } from '../../api/reports.ts';

const FILES = {
  pdf: { label: '下载 PDF', busy: '正在准备 PDF…', failed: 'PDF 暂时无法下载，请稍后再试' },
  shareImage: { label: '保存分享图', busy: '正在生成分享图…', failed: '分享图暂时无法生成，请稍后再试' },
} as const;

/** 下载 PDF / 保存分享图: a file of the current version, named after the report and the person. */
export function ReportFileButton({
  reportId,
  fileName,
  kind = 'pdf',
}: {
  reportId: string;
  fileName: string;
  kind?: keyof typeof FILES;
}) {
  const [busy, setBusy] = useState(false);
  const text = FILES[kind];
  const download = () => {
    setBusy(true);
    downloadReportFile(reportId, fileName, kind)
      .then(
        (saved) => {
          if (!saved) notify('error', text.failed);
        },
        () => notify('error', text.failed),
      )
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="btn btn-small" onClick={download} disabled={busy}>
      {busy ? text.busy : text.label}
    </button>
  );
}
