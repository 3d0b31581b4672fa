import { ShellLink } from './ShellLink.tsx';

export function Logo() {
  return (
    <ShellLink to="/" className="logo" aria-label="星图首页">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#1d1b4b" />
        <path d="M16 6l2.6 6.6L25 13l-5 4.3 1.6 6.7L16 20.4 10.4 24 12 17.3 7 13l6.4-.4z" fill="#f3c969" />
      </svg>
      <span className="logo-text">星图</span>
    </ShellLink>
  );
}
