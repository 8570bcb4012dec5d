import { Link, NavLink } from 'react-router';
import './tab-nav.css';

export interface Tab {
  label: string;
  /** A localized path, with its query for query-driven tabs. */
  to: string;
  /** For query-driven tabs, which NavLink cannot tell apart (it ignores the query): whether this one is shown. */
  current?: boolean;
}

/** Tabs that are links: each tab is its own address (cashier, profile, history). */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="tab-nav">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            {tab.current === undefined ? (
              <NavLink to={tab.to} end className={({ isActive }) => (isActive ? 'tab tab-current' : 'tab')}>
                {tab.label}
              </NavLink>
            ) : (
              <Link
                to={tab.to}
                preventScrollReset
                replace
                className={tab.current ? 'tab tab-current' : 'tab'}
                aria-current={tab.current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
