import { parsePath } from 'react-router';

/**
 * Whether a menu link points at the page shown, by React Router's <NavLink> rule: the path matches
 * regardless of case, and unless `end` is set so does any page below it (/course is active on
 * /course/live, not on /courses). A full URL is never active (NavLink resolved it as a relative path).
 */
export function isActiveLink(pathname: string, to: string, end: boolean): boolean {
  if (!to.startsWith('/') || to.startsWith('//')) return false;
  const target = (parsePath(to).pathname ?? '/').toLowerCase();
  const current = pathname.toLowerCase();
  if (current === target) return true;
  if (end || !current.startsWith(target)) return false;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current.charAt(slashAt) === '/';
}
