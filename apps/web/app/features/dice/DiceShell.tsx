import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LoginGate } from '../../shell/LoginGate.tsx';
import { useSession } from '../../shell/use-session.ts';
import './dice.css';

// The AI dice pages have no site header or footer (SPEC §2): this bar leads home, names the page and,
// on the astrologer's pages, links their workbench. Every dice page is for signed-in members.

const ASTRO_LINKS = [
  { to: '/aiDice/astro/center', label: '工作台' },
  { to: '/aiDice/astro/qaList', label: '待接问题' },
  { to: '/aiDice/astro/orderList', label: '我的回答' },
  { to: '/aiDice/astro/account', label: '问答收入' },
  { to: '/aiDice/astro/training', label: '培训' },
];

export function DiceShell({
  title,
  astro = false,
  back,
  children,
}: {
  title: string;
  astro?: boolean;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <div className="dice-page">
      <header className="dice-top">
        <Link to={back?.to ?? '/'} className="dice-home">
          ‹ {back?.label ?? '星图'}
        </Link>
        <h1>{title}</h1>
        {!astro && !back && (
          <Link to="/aiDice/history" className="dice-top-link">
            我的记录
          </Link>
        )}
      </header>
      {astro && (
        <nav className="dice-astro-nav" aria-label="骰子问答占星师">
          {ASTRO_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
      <main className="dice-main">
        <LoginGate session={session}>{children}</LoginGate>
      </main>
    </div>
  );
}
