import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ebookReaderPath } from '@xingtu/contracts/ebooks';
import type { EbookShelfItem } from '@xingtu/contracts/ebooks-schemas';
import { fetchShelf } from '../../api/ebooks.ts';
import { useSession } from '../../shell/use-session.ts';
import { progressText } from './format.ts';

/** 我的书架 for a signed-in member: the books they hold, the last read first, each opening where they left off. */
export function Bookshelf() {
  const session = useSession();
  const [shelf, setShelf] = useState<EbookShelfItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!session.user) return;
    fetchShelf().then(setShelf, () => setFailed(true));
  }, [session.user]);
  if (!session.user) return null;
  return (
    <section className="card ebook-shelf" aria-labelledby="ebook-shelf">
      <h2 id="ebook-shelf">我的书架</h2>
      {failed && <p className="muted">书架暂时无法加载，请稍后刷新。</p>}
      {!failed && !shelf && <p className="muted">正在打开书架…</p>}
      {shelf?.length === 0 && <p className="muted">还没有买过电子书。下面挑一本，买下后就会出现在这里。</p>}
      {shelf && shelf.length > 0 && (
        <ul className="ebook-shelf-list">
          {shelf.map((book) => (
            <li key={book.bookId}>
              <Link to={ebookReaderPath(book.bookId)} aria-label={`继续阅读 ${book.title}`}>
                <img
                  className="ebook-cover ebook-cover-small"
                  src={book.coverUrl}
                  alt=""
                  width={60}
                  height={80}
                />
                <span className="ebook-card-text">
                  <span className="ebook-card-title">{book.title}</span>
                  <span className="muted">
                    {book.progress === null ? '尚未开始阅读' : progressText(book.progress)}
                    {book.chapterTitle ? ` · ${book.chapterTitle}` : ''}
                  </span>
                  {book.lastReadAt && (
                    <span className="muted">上次阅读：{formatBeijing(book.lastReadAt, 'minute')}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
