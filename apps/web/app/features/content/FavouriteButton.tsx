import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FavouriteKind } from '@xingtu/contracts/content';
import { loginPathFor } from '@xingtu/contracts/shell';
import { addFavourite, fetchFavouriteStatus, removeFavourite } from '../../api/content.ts';
import { notify } from '../../api/notify.ts';
import { useSession } from '../../shell/use-session.ts';
import './content.css';

/** 收藏 / 已收藏 for a course, report, e-book, news item or astrologer; a visitor is sent to sign in. */
export function FavouriteButton({ kind, targetId }: { kind: FavouriteKind; targetId: string }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.user);
  const [collected, setCollected] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setCollected(null);
    if (!signedIn) return;
    let live = true;
    fetchFavouriteStatus(kind, targetId).then(
      (value) => live && setCollected(value),
      () => live && setCollected(false),
    );
    return () => {
      live = false;
    };
  }, [kind, targetId, signedIn]);

  if (!session.ready) return null;
  if (!signedIn)
    return (
      <Link
        className="btn btn-small favourite-button"
        to={loginPathFor(`${location.pathname}${location.search}`)}
      >
        ☆ 登录后收藏
      </Link>
    );

  const toggle = async () => {
    setBusy(true);
    try {
      if (collected) {
        await removeFavourite(kind, targetId);
        setCollected(false);
        notify('success', '已取消收藏');
      } else {
        await addFavourite(kind, targetId);
        setCollected(true);
        notify('success', '已收藏，可在“我的收藏”中查看');
      }
    } catch {
      // The request layer has already said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-small favourite-button${collected ? ' is-collected' : ''}`}
      aria-pressed={collected === true}
      disabled={busy || collected === null}
      onClick={() => void toggle()}
    >
      {collected ? '★ 已收藏' : '☆ 收藏'}
    </button>
  );
}
