import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { Icon } from './icons.js';
import './page.css';

export interface Crumb {
  label: string;
  /** A bare path; the last crumb (this page) has none. */
  to?: string;
}

interface PageHeaderProps {
  title: string;
  description?: string;
  /** The trail above this page; Home is added first. */
  breadcrumb?: readonly Crumb[];
  children?: ReactNode;
}

/** A page's breadcrumb, heading and lead text. */
export function PageHeader({ title, description, breadcrumb, children }: PageHeaderProps) {
  const { t, locale } = useI18n();
  const trail: Crumb[] = breadcrumb ? [{ label: t.common.home, to: '/' }, ...breadcrumb] : [];
  return (
    <header className="page-header">
      {trail.length > 0 && (
        <nav aria-label={t.common.breadcrumb} className="breadcrumb">
          <ol>
            {trail.map((crumb, position) => (
              <li key={crumb.to ?? crumb.label}>
                {crumb.to ? (
                  <Link to={localizePath(crumb.to, locale)}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
                {position < trail.length - 1 && <Icon name="chevron-right" size={14} />}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1>{title}</h1>
      {description && <p className="page-lead">{description}</p>}
      {children}
    </header>
  );
}
