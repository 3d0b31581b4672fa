import { useEffect, useState } from 'react';
import type { RoomFile as File } from '@xingtu/contracts/consultation-room';
import { fetchRoomFile } from '../../../api/consultation-room.ts';

// A shared file in the chat: an image shown small (opens full size), a PDF as a download. The file
// is read signed in, so it is fetched and shown from memory, never by a public address.

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function RoomFile({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file.isImage) return;
    let made: string | null = null;
    let stopped = false;
    fetchRoomFile(file.url).then(
      (blob) => {
        if (stopped) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => !stopped && setFailed(true),
    );
    return () => {
      stopped = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.url, file.isImage]);

  const download = async () => {
    try {
      const blob = await fetchRoomFile(file.url);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setFailed(true);
    }
  };

  if (file.isImage && url)
    return (
      <a href={url} target="_blank" rel="noreferrer" className="room-image">
        <img src={url} alt={file.name} />
      </a>
    );
  return (
    <span className="room-file">
      <span aria-hidden="true">📄</span> {file.name}（{sizeText(file.size)}）
      <button type="button" className="btn btn-small" onClick={() => void download()}>
        下载
      </button>
      {failed && <span className="form-error"> 文件读取失败，请稍后再试</span>}
    </span>
  );
}
