import { useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { ebookDetailPath, EBOOK_ID_PATTERN } from '@xingtu/contracts/ebooks';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { EbookReader } from '../features/ebooks/reader/EbookReader.tsx';
import { useReaderData } from '../features/ebooks/reader/use-reader-data.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/ebooks/ebooks.css';

// /ebook/reader?id={book}: no header or footer, login required (contracts shell.ts). The book opens
// only for a member who holds it; the EPUB comes through a signed link that expires in minutes.

export const meta: MetaFunction = () => [
  { title: '阅读 - 星图电子书' },
  { name: 'robots', content: 'noindex' },
];

export default function EbookReaderPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const raw = params.get('id');
  const bookId = raw && EBOOK_ID_PATTERN.test(raw) ? raw : null;
  const [attempt, setAttempt] = useState(0);
  const data = useReaderData(bookId, Boolean(session.user), attempt);
  if (!session.user || data.kind === 'loading')
    return (
      <div className="ebook-reader-state">
        <PageLoading text="正在打开书本…" />
      </div>
    );
  if (data.kind === 'missing')
    return (
      <div className="ebook-reader-state">
        <PageError
          text="没有找到这本书，或你还没有购买。"
          action={
            <Link className="btn" to="/ebook">
              去电子书书店
            </Link>
          }
        />
      </div>
    );
  if (data.kind === 'not-owned')
    return (
      <div className="ebook-reader-state">
        <PageError
          text={`你还没有购买《${data.book.title}》，买下后即可阅读全书。`}
          action={
            <Link className="btn btn-primary" to={ebookDetailPath(data.book.productId)}>
              查看这本书
            </Link>
          }
        />
      </div>
    );
  if (data.kind === 'failed')
    return (
      <div className="ebook-reader-state">
        <PageError
          text="这本书暂时无法打开，请检查网络后重试。"
          action={
            <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
              重新加载
            </button>
          }
        />
      </div>
    );
  return (
    <EbookReader
      book={data.book}
      bytes={data.bytes}
      position={data.position}
      annotations={data.annotations}
    />
  );
}
