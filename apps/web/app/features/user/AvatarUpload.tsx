import { useRef, useState } from 'react';
import type { PublicUser } from '@xingtu/contracts/auth';
import { uploadAvatar } from '../../api/users.ts';
import { notify } from '../../api/notify.ts';
import { updateCachedUser } from '../../api/session.ts';
import { Avatar } from '../../components/ui/Avatar.tsx';
import { displayName } from '../../shell/links.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export function AvatarUpload({ user }: { user: PublicUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError('头像只支持 PNG、JPG、WEBP 或 GIF 图片');
    if (file.size > MAX_BYTES) return setError('头像图片不能超过 2MB');
    setError(null);
    setBusy(true);
    try {
      const smallImage = await uploadAvatar(file);
      updateCachedUser({ smallImage });
      notify('success', '头像已更新');
    } catch {
      // Reported by the request layer.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="avatar-row">
      <Avatar src={user.smallImage} name={displayName(user)} size={72} />
      <div>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? '上传中…' : '更换头像'}
        </button>
        <p className="birth-status">支持 PNG、JPG、WEBP、GIF，不超过 2MB</p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
