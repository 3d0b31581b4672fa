import { PageError, PageLoading } from '../../components/ui/PageState.tsx';

/** What an astrologer page shows while the member's astrologer record loads, or when it could not. */
export function AstrologerInfoPending({
  failed,
  reload,
  failedText = '申请信息加载失败，请稍后再试。',
}: {
  failed: boolean;
  reload: () => Promise<void>;
  failedText?: string;
}) {
  if (!failed) return <PageLoading />;
  return (
    <PageError
      text={failedText}
      action={
        <button type="button" className="btn" onClick={() => void reload()}>
          重新加载
        </button>
      }
    />
  );
}
