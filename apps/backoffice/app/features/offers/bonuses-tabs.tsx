import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';

/** The two lists of the Bonuses screen, each with its own paging and search in the URL. */
export function BonusesTabs() {
  const { t } = useI18n();
  const texts = t.offers.tabs;
  return (
    <nav className="sub-nav" aria-label={texts.label}>
      <NavLink to="/bonuses" end>
        {texts.offers}
      </NavLink>
      <NavLink to="/bonuses/codes">{texts.codes}</NavLink>
    </nav>
  );
}

/** The search form of a bonuses list: a search box and, for offers, other filters (`children`). */
export function BonusesSearch({
  id,
  value,
  hint,
  children,
}: {
  id: string;
  value: string;
  hint: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Form method="get" className="filters" role="search">
      <div className="field field-grow">
        <label htmlFor={id}>{t.offers.search}</label>
        <input
          id={id}
          name="search"
          type="search"
          defaultValue={value}
          maxLength={100}
          aria-describedby={`${id}-hint`}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      </div>
      {children}
      <button type="submit" className="button button-primary">
        {t.offers.searchButton}
      </button>
    </Form>
  );
}
