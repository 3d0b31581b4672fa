import { useCallback, useEffect, useState } from 'react';
import type { CommentRecord, CommentTargetType } from '@xingtu/contracts/comments';
import type { PageData } from '@xingtu/contracts/envelope';
import { fetchComments } from '../../api/comments.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { CommentItem } from './CommentItem.tsx';
import './comments.css';

const PAGE_SIZE = 10;

/** A target's comments, newest first, a page at a time, with their replies. */
export function ReviewList({
  targetType,
  targetId,
  signedIn,
  emptyText,
  noun = '评价',
  reloadKey = 0,
}: {
  targetType: CommentTargetType;
  targetId: string;
  signedIn: boolean;
  emptyText: string;
  /** What the page calls them: 评价 (reviews) or 评论 (comments on news). */
  noun?: string;
  /** Changing it reads the list again (after the reader posts one). */
  reloadKey?: number;
}) {
  const [current, setCurrent] = useState(1);
  const [state, setState] = useState<'loading' | 'failed' | PageData<CommentRecord>>('loading');
  const read = useCallback(() => {
    setState('loading');
    fetchComments(targetType, targetId, current, PAGE_SIZE).then(setState, () => setState('failed'));
  }, [targetType, targetId, current]);
  // Signing in changes what a reader may do (reply, report): read again.
  useEffect(read, [read, signedIn, reloadKey]);

  if (state === 'loading') return <PageLoading text={`正在读取${noun}…`} />;
  if (state === 'failed')
    return (
      <PageError
        text={`${noun}加载失败。`}
        action={
          <button type="button" className="btn" onClick={read}>
            重新加载
          </button>
        }
      />
    );
  if (state.records.length === 0) return <EmptyState text={emptyText} />;
  const replace = (next: CommentRecord) =>
    setState({ ...state, records: state.records.map((c) => (c.commentId === next.commentId ? next : c)) });
  return (
    <>
      <ul className="comment-list" aria-label={noun}>
        {state.records.map((comment) => (
          <CommentItem
            key={comment.commentId}
            comment={comment}
            signedIn={signedIn}
            onChanged={replace}
            noun={noun}
          />
        ))}
      </ul>
      {state.total > PAGE_SIZE && (
        <Pager current={current} pages={Math.ceil(state.total / PAGE_SIZE)} onChange={setCurrent} />
      )}
    </>
  );
}
