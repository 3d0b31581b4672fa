import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

// The shell draws some ninety links on every page; React Router's <Link> resolves each one and builds
// a click handler for it on every render, a tenth of a page's server CPU. Its links all point to an
// absolute path or a full URL, so they are plain anchors, and one click handler on the shell
// (shell-link-clicks.ts) turns a plain click on one of them into a client-side navigation.

/** Marks the anchors the shell's click handler may navigate to without loading a page. */
export const SHELL_LINK_SELECTOR = 'a[data-shell-link]';

// React Router's own test for a URL with a scheme, or a protocol-relative one (//host/…).
const FULL_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path (/course?x=1) or a full URL. */
  to: string;
}

export function ShellLink({ to, ...rest }: ShellLinkProps) {
  const fullUrl = FULL_URL.test(to);
  // A relative or hash-only address depends on the current route: React Router resolves it as before.
  if (!fullUrl && !to.startsWith('/')) return <Link to={to} {...rest} />;
  return (
    <a
      {...rest}
      href={to}
      data-shell-link=""
      // As on <Link>: the client discovers the routes of the internal links on screen (lazy route discovery).
      data-discover={fullUrl ? undefined : 'true'}
    />
  );
}
