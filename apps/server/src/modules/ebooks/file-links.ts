import { createHmac, timingSafeEqual } from 'node:crypto';
import { EBOOK_FILE_LINK_SECONDS, EBOOK_ID_PATTERN } from '@xingtu/contracts/ebooks';
import type { EbookFileLink } from '@xingtu/contracts/ebooks-schemas';
import type { AppDeps } from '../../deps.ts';
import { bookNotFound, mayRead, readableBook } from './catalogue.ts';

// The EPUB is never at a public address: a member who holds the book asks for a link, signed for
// them and valid a few minutes (EBOOK_FILE_LINK_SECONDS). Fetching it checks the signature, the
// expiry and — again — the entitlement, so a refund ends reading at once, not when the link runs out.
// Every refusal is the same 404 and carries nothing of the book.

/** A key of its own, derived from the app secret, so a file link is never a valid token elsewhere. */
const linkKey = (secret: string) => createHmac('sha256', secret).update('xingtu:ebook-file-link:v1').digest();

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export async function issueFileLink(
  deps: AppDeps,
  secret: string,
  userId: number,
  slug: string,
): Promise<EbookFileLink> {
  await readableBook(deps, userId, slug);
  const expiresSec = Math.floor(deps.now().getTime() / 1000) + EBOOK_FILE_LINK_SECONDS;
  const payload = Buffer.from(`${slug}:${userId}:${expiresSec}`).toString('base64url');
  const token = `${payload}.${sign(linkKey(secret), payload)}`;
  return { url: `/api/ebooks/files/${token}`, expiresAt: new Date(expiresSec * 1000).toISOString() };
}

function readToken(secret: string, token: string, now: Date): { slug: string; userId: number } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(linkKey(secret), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [slug, user, expires] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const userId = Number(user);
  const expiresSec = Number(expires);
  if (
    !slug ||
    !EBOOK_ID_PATTERN.test(slug) ||
    !Number.isSafeInteger(userId) ||
    !Number.isSafeInteger(expiresSec)
  )
    return null;
  if (now.getTime() >= expiresSec * 1000) return null;
  return { slug, userId };
}

/** The EPUB behind a live link of a member who still holds the book; 404 otherwise. */
export async function fileByLink(
  deps: AppDeps,
  secret: string,
  token: string,
): Promise<{ bytes: Buffer; sha256: string; slug: string }> {
  const link = readToken(secret, token, deps.now());
  if (!link || !(await mayRead(deps, link.userId, link.slug))) throw bookNotFound();
  const book = await readableBook(deps, link.userId, link.slug);
  return { bytes: book.epub, sha256: book.epubSha256, slug: book.slug };
}

export { bookNotFound };
