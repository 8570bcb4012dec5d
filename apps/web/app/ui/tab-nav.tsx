import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useI18n } from '../i18n/hooks.js';
import { Icon } from './icons.js';
import { useScrollEdges } from './use-scroll-edges.js';
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
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  // Phones: arrows at the edges say that more tabs hide there, and bring them in (issue 17).
  const edges = useScrollEdges(ref);
  const scrollBy = (direction: 1 | -1) => {
    const bar = ref.current;
    bar?.scrollBy({ left: direction * bar.clientWidth * 0.7, behavior: 'smooth' });
  };
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
    <nav aria-label={label} className="tab-nav">
      <div ref={ref} className="tab-nav-scroller">
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
      </div>
      {edges.before && (
        <button
          type="button"
          className="tab-nav-arrow tab-nav-arrow-back"
          aria-label={t.tabs.back}
          onClick={() => scrollBy(-1)}
        >
          <Icon name="chevron-left" size={18} />
        </button>
      )}
      {edges.after && (
        <button
          type="button"
          className="tab-nav-arrow tab-nav-arrow-more"
          aria-label={t.tabs.more}
          onClick={() => scrollBy(1)}
        >
          <Icon name="chevron-right" size={18} />
        </button>
      )}
    </nav>
  );
}
