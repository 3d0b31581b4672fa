import { Link } from 'react-router';
import { ebookDetailPath } from '@xingtu/contracts/ebooks';
import type { EbookSummary } from '@xingtu/contracts/ebooks-schemas';
import { Price } from '../commerce/index.ts';
import { wordCountText } from './format.ts';

/** A book in the catalogue: cover, title, author, length and price, linking to its page. */
export function EbookCard({ book, layout = 'grid' }: { book: EbookSummary; layout?: 'grid' | 'row' }) {
  return (
    <li className={`ebook-card ebook-card-${layout}`}>
      <Link to={ebookDetailPath(book.productId)} aria-label={`${book.title}，${book.author}`}>
        <img className="ebook-cover" src={book.coverUrl} alt="" width={120} height={160} loading="lazy" />
        <span className="ebook-card-text">
          <span className="ebook-card-title">{book.title}</span>
          <span className="muted">
            {book.author} · {book.chapterCount} 章 · {wordCountText(book.wordCount)}
          </span>
          {layout === 'row' && <span className="ebook-card-summary">{book.summary}</span>}
          <Price fen={book.priceFen} listFen={book.listPriceFen} />
        </span>
      </Link>
    </li>
  );
}
