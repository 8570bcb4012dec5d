import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import './tab-nav.css';

export interface Tab {
  label: string;
  /** A localized path, with its query for query-driven tabs. */
  to: string;
  /** For query-driven tabs, which NavLink cannot tell apart (it ignores the query): whether this one is shown. */
  current?: boolean;
  /** Path tabs: false keeps the tab current on its sub-paths too (deposit/{sysname}). Default true. */
  end?: boolean;
}

/** Tabs that are links: each tab is its own address (cashier, profile, history). */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  // On phones the bar scrolls sideways: bring the current tab into view, without scrolling the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the shown tab changes
  useEffect(() => {
    const bar = ref.current;
    const current = bar?.querySelector<HTMLElement>('.tab-current');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
  }, [pathname, search]);
  return (
    <nav ref={ref} aria-label={label} className="tab-nav">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            {tab.current === undefined ? (
              <NavLink
                to={tab.to}
                end={tab.end ?? true}
                className={({ isActive }) => (isActive ? 'tab tab-current' : 'tab')}
              >
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
