import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './sign-share.css';

// The signShare pages have no site header or footer (SPEC §2): each page has this light frame instead —
// the brand, a step marker when it is one of the friend's steps, and a way back.

export function SignFrame({
  title,
  step,
  back,
  children,
}: {
  title: string;
  step?: { n: number; of: number; label: string };
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="sign-page">
      <header className="sign-top">
        <Link to="/" className="sign-brand" aria-label="星图首页">
          星图
        </Link>
        {back && (
          <Link to={back.to} className="sign-back">
            ‹ {back.label}
          </Link>
        )}
      </header>
      <main className="sign-main">
        {step && (
          <p className="sign-step" aria-label={`第 ${step.n} 步，共 ${step.of} 步`}>
            第 {step.n} / {step.of} 步 · {step.label}
          </p>
        )}
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
