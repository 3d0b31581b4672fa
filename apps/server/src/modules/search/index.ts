// The search area's only door: other areas hand their searchable things to the index here
// (the content area on every publish, edit, hide and delete). app.ts registers routes.ts.

export { indexSearchDocument, removeSearchDocument, type SearchDocument } from './documents.ts';
export { searchRoutes } from './routes.ts';
