import type { ReactNode } from 'react';

interface SystemPageProps {
  heading: string;
  description: string;
  /** The page's button (spec section 2, system pages); some pages have none. */
  action?: ReactNode;
}

/** A system page: a header, a description and an optional button. */
export function SystemPage({ heading, description, action }: SystemPageProps) {
  return (
    <section className="system-page">
      <h1>{heading}</h1>
      <p>{description}</p>
      {action}
    </section>
  );
}
