import { COPY_MESSAGES } from '@xingtu/contracts/result-codes';
import { notify as defaultNotify, type Notify } from '../../api/notify.ts';

interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/**
 * Copy a link and say so (SPEC §8 copy messages): a share link gets the "send it to friends" wording.
 * Returns whether the copy worked; on failure the user is asked to copy by hand.
 */
export async function copyLink(
  url: string,
  options: { share?: boolean; clipboard?: ClipboardLike | undefined; notify?: Notify } = {},
): Promise<boolean> {
  const clipboard = options.clipboard ?? (typeof navigator !== 'undefined' ? navigator.clipboard : undefined);
  const notify = options.notify ?? defaultNotify;
  try {
    if (!clipboard) throw new Error('clipboard unavailable');
    await clipboard.writeText(url);
    notify('success', options.share ? COPY_MESSAGES.shareCopied : COPY_MESSAGES.linkCopied);
    return true;
  } catch {
    notify('warning', COPY_MESSAGES.copyFailed);
    return false;
  }
}
