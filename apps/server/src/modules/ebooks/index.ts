// The e-book area's door: its routes (catalogue, bookshelf, signed file links, reading position,
// bookmarks and highlights, the console's list), and the EPUB builder the seed uses for demo books.
export { ebooksRoutes } from './routes.ts';
export {
  buildEpub,
  countReadingCharacters,
  type EpubBook,
  type EpubChapter,
  type EpubSection,
} from './epub.ts';
