import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icons.js';
import './system-page.css';

export interface SystemPageAction {
  label: string;
  /** A localized path. */
  to: string;
}

interface SystemPageProps {
  heading: string;
  description: string;
  icon?: IconName;
  /** The page's button (spec section 2, system pages); some pages have none. */
  action?: SystemPageAction;
  /** Payment pending shows a loader. */
  busy?: boolean;
  /** h2 where the page has its own h1 (the game page). */
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
}

/** A system page: a header, a description and an optional button. */
export function SystemPage({
  heading,
  description,
  icon = 'warning',
  action,
  busy,
  headingLevel: Heading = 'h1',
  children,
}: SystemPageProps) {
  return (
    <section className="system-page" aria-busy={busy || undefined}>
      <div className="system-page-card">
        {busy ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <span className="system-page-icon">
            <Icon name={icon} size={40} />
          </span>
        )}
        <Heading>{heading}</Heading>
        <p className="system-page-description">{description}</p>
        {children}
        {action && (
          <Link to={action.to} className="button button-primary">
            {action.label}
          </Link>
        )}
      </div>
    </section>
  );
}
