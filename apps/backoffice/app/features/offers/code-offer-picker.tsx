import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { useEffect, useId, useRef, useState } from 'react';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SelectField } from '../../ui/field.js';
import { codeOffersPageOf, codeOffersQuery } from './code-offer-page.js';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250;

/**
 * The offer a new code grants, chosen among every promo-code offer that has not ended: a search by
 * name or title and pages of 25 (offers/list), so the 101st offer is as reachable as the first.
 * The chosen offer stays chosen while the operator pages or searches on.
 */
export function CodeOfferPicker(props: {
  value: string;
  onChange: (offerId: string) => void;
  error?: string | undefined;
}) {
  const { t, format, locale } = useI18n();
  const texts = t.offers.codes.fields;
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ items: OfferAdminRow[]; total: number } | null>(null);
  const [chosen, setChosen] = useState<OfferAdminRow | null>(null);
  // The dialog's setter is new at each render: the effects read the latest through a ref.
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const latest = useRef(0);

  useEffect(() => {
    const ask = ++latest.current;
    const timer = setTimeout(
      () => {
        boCall('offers/list', codeOffersQuery(search, page)).then(
          (found) => {
            // A slower earlier answer never replaces a later one.
            if (ask === latest.current) setAnswer({ items: found.items, total: found.total });
          },
          () => {
            if (ask === latest.current) setAnswer({ items: [], total: 0 });
          },
        );
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [search, page]);

  // Nothing chosen yet: the first offer shown is.
  useEffect(() => {
    const first = answer?.items[0];
    if (!props.value && first) {
      setChosen(first);
      onChange.current(String(first.id));
    }
  }, [answer, props.value]);

  const items = answer?.items ?? [];
  const shown = chosen && !items.some((offer) => offer.id === chosen.id) ? [chosen, ...items] : items;
  const where = codeOffersPageOf(page, items.length, answer?.total ?? 0);
  const title = (offer: OfferAdminRow) => (locale === 'fr' ? offer.titleFr : offer.titleEn);

  return (
    <div className="code-offer-picker">
      <div className="field">
        <label htmlFor={searchId}>{texts.offerSearch}</label>
        <input
          id={searchId}
          type="search"
          name="offerSearch"
          value={search}
          maxLength={100}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <p className="field-hint" id={`${searchId}-hint`}>
          {texts.offerSearchHint}
        </p>
      </div>
      <SelectField
        label={texts.offer}
        name="offerId"
        value={props.value}
        options={shown.map((offer) => ({
          value: String(offer.id),
          label: `${title(offer)} (${offer.sysname})`,
        }))}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${searchId}-error` : undefined}
        onChange={(event) => {
          const offer = shown.find((row) => String(row.id) === event.target.value) ?? null;
          setChosen(offer);
          props.onChange(event.target.value);
        }}
      />
      {props.error ? (
        <p className="field-error" id={`${searchId}-error`}>
          {props.error}
        </p>
      ) : null}
      <div className="code-offer-pages">
        <span className="field-hint" aria-live="polite">
          {answer && items.length === 0
            ? texts.offerNone
            : format(texts.offerPage, { from: where.from, to: where.to, total: answer?.total ?? 0 })}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={!where.hasPrevious}
          onClick={() => setPage((current) => Math.max(1, current - 1))}
        >
          {texts.offerPrevious}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!where.hasNext}
          onClick={() => setPage((current) => current + 1)}
        >
          {texts.offerNext}
        </button>
      </div>
    </div>
  );
}
