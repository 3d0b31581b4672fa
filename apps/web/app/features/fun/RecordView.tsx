import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import type { RecordLoad } from './use-record.ts';

/** The states of a record page: loading, not found (with the way to start again), failed (retry), ready. */
export function RecordView<T>({
  load,
  reload,
  again,
  loadingText = '正在打开结果…',
  children,
}: {
  load: RecordLoad<T>;
  reload: () => void;
  again: { to: string; text: string };
  loadingText?: string;
  children: (record: T) => ReactNode;
}) {
  if (load.kind === 'loading') return <PageLoading text={loadingText} />;
  if (load.kind === 'missing')
    return (
      <PageError
        text="记录不存在，或不属于当前账号。"
        action={
          <Link className="btn btn-primary" to={again.to}>
            {again.text}
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text="加载失败，请检查网络后重试。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  return <>{children(load.record)}</>;
}
