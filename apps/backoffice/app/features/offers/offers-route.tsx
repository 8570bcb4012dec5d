import { OFFER_TRIGGERS, type OfferAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { useRowAction } from '../../ui/use-row-action.js';
import { LIST_TABLE } from '../money/list-params.js';
import { BonusesSearch, BonusesTabs } from './bonuses-tabs.js';
import { readOfferQuery } from './list-query.js';
import { useOfferColumns } from './offer-columns.js';
import { OfferDialogs } from './offer-dialogs.js';

// Offers (decision 0068): a page of offers, found by name or title and trigger, with their status,
// trigger, dates and the players who took them; create, new terms (a version), pause, resume, end,
// and a new code for a promo-code offer. Every change is audited by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readOfferQuery(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('offers/list', query));
}

export default function OffersRoute() {
  const { t } = useI18n();
  const texts = t.offers;
  const answer = useLoaderData<typeof clientLoader>();
  const offers = answer.items;
  const [params] = useSearchParams();
  const query = readOfferQuery(params);
  const navigation = useNavigation();
  const runAction = useRowAction();
  // undefined: closed; null: a new offer.
  const [editing, setEditing] = useState<OfferAdminRow | null | undefined>(undefined);
  // The promo-code offer a new code is for.
  const [codeFor, setCodeFor] = useState<OfferAdminRow | undefined>(undefined);
  const [ending, setEnding] = useState<OfferAdminRow | null>(null);
  const offerColumns = useOfferColumns({
    onEdit: setEditing,
    onCode: setCodeFor,
    onEnd: setEnding,
    runAction,
  });

  return (
    <section className="page">
      <div className="page-head">
        <h1>{texts.title}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
          {texts.create}
        </button>
      </div>
      <BonusesTabs />
      <p>{texts.intro}</p>
      <BonusesSearch id="offer-search" value={query.search ?? ''} hint={texts.searchHint}>
        <div className="field">
          <label htmlFor="offer-trigger">{texts.columns.trigger}</label>
          <select id="offer-trigger" name="trigger" defaultValue={query.trigger ?? ''}>
            <option value="">{texts.anyTrigger}</option>
            {OFFER_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {texts.triggers[trigger]}
              </option>
            ))}
          </select>
        </div>
      </BonusesSearch>
      <h2>{texts.offersHeading}</h2>
      <DataTable
        caption={texts.offersHeading}
        columns={offerColumns}
        rows={offers}
        rowKey={(o) => o.id}
        busy={navigation.state === 'loading'}
        testId="offers-table"
        emptyText={query.search || query.trigger ? texts.noMatch : texts.empty}
      />
      <UrlPager
        state={{ ...query, sort: LIST_TABLE.sort, order: LIST_TABLE.order }}
        defaults={LIST_TABLE}
        answer={answer}
      />
      <OfferDialogs
        editing={editing}
        setEditing={setEditing}
        codeFor={codeFor}
        setCodeFor={setCodeFor}
        ending={ending}
        setEnding={setEnding}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
