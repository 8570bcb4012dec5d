import type { ReactNode } from 'react';
import { SYSTEM_PAGES, type SystemPageKind } from '../errors/system-pages.js';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { SystemPage } from './system-page.js';

interface SystemPageViewProps {
  kind: SystemPageKind;
  /** Replaces the catalogue's description (the not-found page names the path). */
  description?: string;
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
}

/** A system page of spec section 2 in the current locale: its texts, icon and button target. */
export function SystemPageView({ kind, description, headingLevel, children }: SystemPageViewProps) {
  const { t, locale } = useI18n();
  const spec = SYSTEM_PAGES[kind];
  const texts: { heading: string; description?: string; button?: string } = t.system[kind];
  const action =
    spec.buttonTarget && texts.button
      ? { label: texts.button, to: localizePath(spec.buttonTarget, locale) }
      : undefined;
  return (
    <SystemPage
      heading={texts.heading}
      description={description ?? texts.description ?? ''}
      icon={spec.icon}
      action={action}
      busy={spec.busy}
      headingLevel={headingLevel}
    >
      {children}
    </SystemPage>
  );
}
