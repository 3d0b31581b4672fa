import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ebookReaderPath } from '@xingtu/contracts/ebooks';
import type { EbookDetail } from '@xingtu/contracts/ebooks-schemas';
import { fetchEbook } from '../api/ebooks.ts';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/index.ts';
import { loadEbookByProduct } from '../features/ebooks/catalogue.server.ts';
import { progressText, wordCountText } from '../features/ebooks/format.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/commerce/commerce.css';
import '../features/ebooks/ebooks.css';

// An e-book's page: what it is about, its table of contents, the free sample chapter and the way to
// buy it (the shop's checkout); a member who holds it is sent to read it.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && 'book' in data && data.book ? data.book.title : '电子书详情'} - 星图` },
  ...(data && 'book' in data && data.book ? [{ name: 'description', content: data.book.summary }] : []),
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadEbookByProduct(context, request, params.id);
}

/** The signed-in member's own view of the book (bought, progress); null for visitors. */
function useMemberView(bookId: string | undefined): EbookDetail | null {
  const session = useSession();
  const [view, setView] = useState<EbookDetail | null>(null);
  useEffect(() => {
    if (!session.user || !bookId) return;
    fetchEbook(bookId).then(setView, () => setView(null));
  }, [session.user, bookId]);
  return view;
}

export default function EbookDetailPage() {
  const { book, failed, missing } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const mine = useMemberView(book?.bookId);
  if (missing) return <NotFound />;
  if (failed || !book) return <PageError text="电子书信息暂时无法加载，请稍后刷新。" />;
  const owned = mine?.owned === true;
  return (
    <div className="page ebook-page">
      <p>
        <Link to="/ebook">‹ 电子书</Link>
      </p>
      <section className="card ebook-product">
        <img
          className="ebook-cover ebook-cover-large"
          src={book.coverUrl}
          alt={`《${book.title}》封面`}
          width={180}
          height={240}
        />
        <div className="ebook-product-text">
          <h1>{book.title}</h1>
          <p className="muted">
            {book.author} · {book.chapterCount} 章 · {wordCountText(book.wordCount)}
          </p>
          <p>{book.summary}</p>
          {book.tags.length > 0 && (
            <ul className="ebook-tags" aria-label="标签">
              {book.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          {!owned && <Price fen={book.priceFen} listFen={book.listPriceFen} />}
          <div className="ebook-actions">
            {owned ? (
              <>
                <span className="ebook-owned">已购买</span>
                <Link className="btn btn-primary" to={ebookReaderPath(book.bookId)}>
                  {mine?.progress ? `继续阅读（${progressText(mine.progress)}）` : '开始阅读'}
                </Link>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => navigate(`/shop/order?productId=${book.productId}&quantity=1`)}
              >
                立即购买
              </button>
            )}
            <a className="btn" href="#ebook-sample">
              免费试读
            </a>
          </div>
          <p className="muted ebook-note">
            电子书为在线阅读，买下后长期有效；支持字号调节、日夜模式、书签与划线，阅读进度在各设备间同步。
          </p>
        </div>
      </section>
      <section className="card rich-text" aria-labelledby="ebook-intro">
        <h2 id="ebook-intro">内容简介</h2>
        {book.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="card" aria-labelledby="ebook-toc">
        <h2 id="ebook-toc">目录</h2>
        <ol className="ebook-toc">
          {book.toc.map((entry) => (
            <li key={entry.title}>
              {entry.title}
              {entry.sample && <span className="ebook-sample-tag">试读</span>}
            </li>
          ))}
        </ol>
      </section>
      <section className="card ebook-sample" id="ebook-sample" aria-labelledby="ebook-sample-title">
        <h2 id="ebook-sample-title">试读：{book.sample.title}</h2>
        {book.sample.paragraphs.map((paragraph, i) =>
          paragraph.startsWith('【') ? <h3 key={i}>{paragraph.slice(1, -1)}</h3> : <p key={i}>{paragraph}</p>,
        )}
        {!owned && (
          <p className="ebook-sample-end">
            试读到此结束。
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => navigate(`/shop/order?productId=${book.productId}&quantity=1`)}
            >
              买下全书继续读
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
