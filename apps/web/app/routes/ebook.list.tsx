import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { loadEbooks } from '../features/ebooks/catalogue.server.ts';
import { EbookCard } from '../features/ebooks/EbookCard.tsx';
import '../features/commerce/commerce.css';
import '../features/ebooks/ebooks.css';

export const meta: MetaFunction = () => [{ title: '全部电子书 - 星图' }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { books: await loadEbooks(context, request) };
}

export default function EbookListPage() {
  const { books } = useLoaderData<typeof loader>();
  return (
    <div className="page ebook-page">
      <p>
        <Link to="/ebook">‹ 电子书</Link>
      </p>
      <h1>全部电子书</h1>
      {!books && <PageError text="电子书列表暂时无法加载，请稍后刷新。" />}
      {books?.length === 0 && <EmptyState text="书店正在上新，过几天再来看看。" />}
      {books && books.length > 0 && (
        <ul className="ebook-rows" aria-label="全部电子书">
          {books.map((book) => (
            <EbookCard key={book.bookId} book={book} layout="row" />
          ))}
        </ul>
      )}
    </div>
  );
}
