import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { backTarget } from '@xingtu/contracts/shell';
import { Icon } from '../../components/ui/Icon.tsx';
import type { AuthQuery } from './auth-query.ts';
import './auth.css';

/** The login/register frame: a back button (from → history → home) and the card. */
export function AuthCard({
  title,
  query,
  children,
  footer,
}: {
  title: string;
  query: AuthQuery;
  children: ReactNode;
  footer: ReactNode;
}) {
  const navigate = useNavigate();
  const goBack = () => {
    const target = backTarget(query.from, typeof window === 'undefined' ? 1 : window.history.length);
    if (target.kind === 'history') navigate(-1);
    else navigate(target.url);
  };
  return (
    <div className="auth-page">
      <div className="auth-card">
        <div className="auth-top">
          <button type="button" className="icon-button auth-back" onClick={goBack} aria-label="返回">
            <Icon name="back" />
          </button>
          <h1>{title}</h1>
        </div>
        {children}
        <div className="auth-footer">{footer}</div>
      </div>
      <p className="auth-home">
        <Link to="/">返回星图首页</Link>
      </p>
    </div>
  );
}

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={value === tab.value}
          className={value === tab.value ? 'tab is-active' : 'tab'}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
