import type { AppDeps } from '../../../deps.ts';

// The catalogue hook: other areas (search) learn of every product an operator creates or changes, so
// what they keep about the catalogue follows at once — without commerce knowing them. The shop itself
// reads the catalogue live and keeps no copy.

export type ProductChangeHandler = (productId: number) => Promise<void> | void;

const handlers = new WeakMap<AppDeps, ProductChangeHandler[]>();

/** Register at start-up: `handler` runs after every saved create or edit of a product. */
export function onProductChanged(deps: AppDeps, handler: ProductChangeHandler): void {
  handlers.set(deps, [...(handlers.get(deps) ?? []), handler]);
}

/** Tells every handler, after the change committed; one failing handler is logged and undoes nothing. */
export async function productChanged(deps: AppDeps, productId: number): Promise<void> {
  for (const handler of handlers.get(deps) ?? []) {
    try {
      await handler(productId);
    } catch (error) {
      console.error('product change handler failed', productId, error);
    }
  }
}
