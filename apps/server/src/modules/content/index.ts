// The content area's only door (news, teachers, operator pages, the contact pages, favourites).
// Other areas import from this file and nothing else; app.ts registers routes.ts.

export { contentRoutes } from './routes.ts';
export { onContentChanged, type ContentChange, type ContentChangeHandler } from './events.ts';
export { listSearchableContent } from './admin.ts';
export { visibleNewsId } from './service.ts';
export { renderBody, renderMarkdown } from './markdown.ts';
