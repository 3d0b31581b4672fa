import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { Bookshelf } from '../features/ebooks/Bookshelf.tsx';
import { loadEbooks } from '../features/ebooks/catalogue.server.ts';
import { EbookCard } from '../features/ebooks/EbookCard.tsx';
import '../features/commerce/commerce.css';
import '../features/ebooks/ebooks.css';

export const meta: MetaFunction = () => [
  { title: '电子书 - 星图' },
  {
    name: 'description',
    content: '星图编辑部原创占星电子书：月亮星座、十二宫、行星逆行，在线阅读，书签与阅读进度多端同步。',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { books: await loadEbooks(context, request) };
}

export default function EbookHomePage() {
  const { books } = useLoaderData<typeof loader>();
  return (
    <div className="page ebook-page">
      <header className="ebook-head">
        <h1>电子书</h1>
        <p>
          星图编辑部写给初学者的占星小书。买下后在线阅读，字号、日夜模式随心调，书签、划线和读到哪里在手机和电脑上同步。
        </p>
        <p>
          <Link to="/ebook/list">全部电子书列表 ›</Link>
        </p>
      </header>
      <Bookshelf />
      <section aria-labelledby="ebook-catalogue" className="ebook-catalogue">
        <h2 id="ebook-catalogue">书店</h2>
        {!books && <PageError text="电子书目录暂时无法加载，请稍后刷新。" />}
        {books?.length === 0 && <EmptyState text="书店正在上新，过几天再来看看。" />}
        {books && books.length > 0 && (
          <ul className="ebook-grid">
            {books.map((book) => (
              <EbookCard key={book.bookId} book={book} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
