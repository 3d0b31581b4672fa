import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { searchDocuments } from '../../db/schema/search.ts';
import { AppError } from '../../errors.ts';
import { getProduct, onProductChanged } from '../commerce/index.ts';
import { writeDocuments } from './documents.ts';
import { PRODUCT_REF, productDocument } from './sources.ts';

// Products an operator creates or changes in the console reach the index at once (commerce's
// onProductChanged): on show in the shop → written; off sale, hidden or of a type nothing delivers →
// taken out. A rebuild still reads the whole catalogue.

export async function followProductChange(deps: AppDeps, productId: number): Promise<void> {
  const refId = `${PRODUCT_REF}${productId}`;
  try {
    const product = await getProduct(deps, productId);
    // The type decides the kind: drop a document of an older kind before writing the new one.
    await deps.database.db.delete(searchDocuments).where(eq(searchDocuments.refId, refId));
    await writeDocuments(deps.database.db, [await productDocument(deps, product, deps.now())]);
  } catch (error) {
    if (!(error instanceof AppError) || error.httpStatus !== 404) throw error;
    await deps.database.db.delete(searchDocuments).where(eq(searchDocuments.refId, refId));
  }
}

/** At start-up: every later product change reaches the index at once. */
export function followProducts(deps: AppDeps): void {
  onProductChanged(deps, (productId) => followProductChange(deps, productId));
}
