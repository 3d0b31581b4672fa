import { Link } from 'react-router';
import { PageError, PageLoading } from './PageState.tsx';

/** The states a page that reads one thing waits through before it can show it. */
export type Pending = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready' };

/**
 * What a page shows until the thing it reads is there: loading; not found (or not this member's —
 * the two look the same) with the way back to its list; or a failure with a way to try again. Null
 * once it is ready.
 */
export function LoadState({
  load,
  reload,
  loadingText,
  missingText,
  failedText,
  back,
}: {
  load: Pending;
  reload: () => void;
  loadingText?: string;
  missingText: string;
  failedText: string;
  back: { to: string; label: string };
}) {
  if (load.kind === 'loading') return loadingText ? <PageLoading text={loadingText} /> : <PageLoading />;
  if (load.kind === 'missing')
    return (
      <PageError
        text={missingText}
        action={
          <Link className="btn" to={back.to}>
            {back.label}
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text={failedText}
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  return null;
}
