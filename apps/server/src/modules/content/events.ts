import type { ContentKind } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../deps.ts';

// The search hook: other areas (search) learn of every publish, edit and unpublish, and of a
// scheduled item going live, without the content area knowing them.

export interface ContentChange {
  id: number;
  kind: ContentKind;
  title: string;
  summary: string;
  bodyText: string;
  /** Where a reader opens it. */
  url: string;
  /** Visible to readers now (public, published, its time has come). */
  visible: boolean;
  /** Public and published or scheduled: visible from `publishedAt` on (visibility.ts isListed). */
  listed: boolean;
  publishedAt: Date | null;
}

export type ContentChangeHandler = (change: ContentChange) => Promise<void> | void;

const handlers = new WeakMap<AppDeps, ContentChangeHandler[]>();

/** Register at start-up: `handler` runs after every publish, edit, unpublish and scheduled go-live. */
export function onContentChanged(deps: AppDeps, handler: ContentChangeHandler): void {
  handlers.set(deps, [...(handlers.get(deps) ?? []), handler]);
}

/** Tells every handler; one failing handler is logged and does not undo the editor's save. */
export async function contentChanged(deps: AppDeps, change: ContentChange): Promise<void> {
  for (const handler of handlers.get(deps) ?? []) {
    try {
      await handler(change);
    } catch (error) {
      console.error('content change handler failed', change.id, error);
    }
  }
}
