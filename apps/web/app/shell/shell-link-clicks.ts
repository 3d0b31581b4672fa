import type { MouseEvent } from 'react';
import { createPath, parsePath, type NavigateFunction, type Path } from 'react-router';
import { SHELL_LINK_SELECTOR } from './ShellLink.tsx';

/**
 * Where a click on a shell link (ShellLink.tsx) should take the visitor inside the app, or null when
 * the browser should follow it as it would any anchor: React Router's <Link> rules (only a plain left
 * click, no target other than _self, nothing already prevented), plus a download or another origin.
 */
export function shellLinkDestination(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target as Element | null;
  const anchor = target?.closest?.<HTMLAnchorElement>(SHELL_LINK_SELECTOR);
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  // An absolute path goes to the router as written, as <Link to> did.
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  // A full URL of this very site is followed in the app too, as <Link> does (and only in a browser).
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The shell's one click handler: a plain click on a shell link navigates in the app. It runs after
 * the link's own onClick (React bubbles from the anchor up), which may prevent it. As <Link> does,
 * a link to the page being shown replaces the history entry rather than adding one.
 */
export function handleShellLinkClick(
  event: MouseEvent<HTMLElement>,
  navigate: NavigateFunction,
  current: Path,
): void {
  const to = shellLinkDestination(event);
  if (to === null) return;
  event.preventDefault();
  void navigate(to, { replace: createPath(current) === createPath(parsePath(to)) });
}
