import { useState, type RefObject } from 'react';

// 下载图片: the wheel's SVG drawn onto a canvas at twice its size and saved as PNG for sharing.

export async function svgToPngBlob(svg: SVGSVGElement, size = 1280): Promise<Blob> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('width', String(size));
  clone.setAttribute('height', String(size));
  const text = new XMLSerializer().serializeToString(clone);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('图片生成失败'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('图片生成失败');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('图片生成失败'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function DownloadImageButton({
  target,
  fileName,
}: {
  target: RefObject<SVGSVGElement | null>;
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    if (!target.current) return;
    setBusy(true);
    setError(null);
    try {
      const blob = await svgToPngBlob(target.current);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName.endsWith('.png') ? fileName : `${fileName}.png`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '图片生成失败');
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="download-image">
      <button type="button" className="btn btn-small" onClick={() => void download()} disabled={busy}>
        {busy ? '生成中…' : '下载图片'}
      </button>
      {error && <span className="field-error">{error}</span>}
    </span>
  );
}
