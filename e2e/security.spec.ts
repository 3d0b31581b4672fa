import { expect, test } from '@playwright/test';

// Issue 11 §3: tokens live in localStorage, so no injected inline script may run. The page's own
// inline scripts (React Router's hydration) carry a per-render nonce; 'unsafe-inline' is gone.

test('pages allow only nonce-carrying inline scripts, and still hydrate', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response!.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  // A second render gets another nonce.
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
  // Hydrated: a client-side navigation works without a full reload, and nothing was blocked.
  await page.getByRole('link', { name: /登录/ }).first().click();
  await expect(page).toHaveURL(/\/login/);
  expect(violations).toEqual([]);
});
