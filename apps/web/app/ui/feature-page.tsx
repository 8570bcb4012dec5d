import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.js';
import type { IconName } from './icons.js';
import { type Crumb, PageHeader } from './page-header.js';

interface FeaturePageProps {
  title: string;
  description: string;
  breadcrumb?: readonly Crumb[];
  /** What the page will hold, and that nothing is there yet. */
  empty: string;
  icon?: IconName;
  /** Above the empty state: tabs, filters, links. */
  children?: ReactNode;
}

/** A page whose feature has no data yet: its real frame (title, breadcrumb, tabs) and an honest empty state. */
export function FeaturePage({ title, description, breadcrumb, empty, icon, children }: FeaturePageProps) {
  return (
    <div className="page">
      <PageHeader title={title} description={description} breadcrumb={breadcrumb ?? [{ label: title }]} />
      {children}
      <EmptyState text={empty} icon={icon} />
    </div>
  );
}
