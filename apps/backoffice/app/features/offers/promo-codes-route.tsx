import type { PromoCodeAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { LIST_TABLE } from '../money/list-params.js';
import { BonusesSearch, BonusesTabs } from './bonuses-tabs.js';
import { readCodeQuery } from './list-query.js';
import { usesLabel } from './offer-form.js';
import { PromoCodeDialog } from './promo-code-dialog.js';
import { useDates } from './use-dates.js';

// Promo codes (decision 0068): a page of codes, found by the start of the code or their offer, with
// their offer's title in the screen's language, uses and limits; create, disable and enable
// again. Every change is audited by the server.

/** Whether any promo-code offer is open to a new code (the dialog searches and pages them itself). */
const CODE_OFFERS = { trigger: 'promo_code', notEnded: true, page: 1, perPage: 10 } as const;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readCodeQuery(new URL(request.url).searchParams);
  return loadWithSession(request, async () => {
    const [codes, offers] = await Promise.all([
      boCall('promoCodes/list', query),
      boCall('offers/list', CODE_OFFERS),
    ]);
    return { codes, codeOffers: offers.total };
  });
}

export default function PromoCodesRoute() {
  const { t, format, locale } = useI18n();
  const texts = t.offers.codes;
  const { codes, codeOffers } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const query = readCodeQuery(params);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const dates = useDates();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<PromoCodeAdminRow | null>(null);

  const columns: Column<PromoCodeAdminRow>[] = [
    { key: 'code', header: texts.columns.code, render: (c) => <code>{c.code}</code> },
    {
      key: 'offer',
      header: texts.columns.offer,
      // In the language the screen is shown in.
      render: (c) => (locale === 'fr' ? c.offerTitleFr : c.offerTitleEn),
    },
    { key: 'uses', header: texts.columns.uses, align: 'end', render: (c) => usesLabel(c, locale) },
    { key: 'dates', header: texts.columns.dates, render: dates },
    {
      key: 'who',
      header: texts.columns.who,
      render: (c) => (c.newPlayersOnly ? texts.newPlayers : texts.everyone),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (c) => (
        <span className={`badge badge-${c.isDisabled ? 'ended' : 'active'}`}>
          {c.isDisabled ? texts.disabled : texts.active}
        </span>
      ),
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (c) => (
        <button
          type="button"
          className={c.isDisabled ? 'button' : 'button button-danger'}
          aria-label={format(c.isDisabled ? texts.enableLabel : texts.disableLabel, { code: c.code })}
          onClick={() => setSwitching(c)}
        >
          {c.isDisabled ? texts.enable : texts.disable}
        </button>
      ),
    },
  ];

  const enabling = switching?.isDisabled === true;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.offers.title}</h1>
        <button
          type="button"
          className="button button-primary"
          disabled={codeOffers === 0}
          onClick={() => setCreating(true)}
        >
          {texts.create}
        </button>
      </div>
      <BonusesTabs />
      {codeOffers === 0 ? <p className="field-hint">{texts.noOffer}</p> : null}
      <BonusesSearch id="code-search" value={query.search ?? ''} hint={texts.searchHint} />
      <h2>{texts.heading}</h2>
      <DataTable
        caption={texts.heading}
        columns={columns}
        rows={codes.items}
        rowKey={(c) => c.id}
        busy={navigation.state === 'loading'}
        testId="promo-codes-table"
        emptyText={query.search ? texts.noMatch : texts.empty}
      />
      <UrlPager
        state={{ ...query, sort: LIST_TABLE.sort, order: LIST_TABLE.order }}
        defaults={LIST_TABLE}
        answer={codes}
      />
      {creating ? (
        <PromoCodeDialog
          offerId={null}
          onClose={() => setCreating(false)}
          onSaved={async (saved) => {
            setCreating(false);
            toast(format(texts.saved, { code: saved.code }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {switching ? (
        <ActionDialog
          title={format(enabling ? texts.enableLabel : texts.disableLabel, { code: switching.code })}
          text={enabling ? texts.enableText : texts.disableText}
          confirmLabel={enabling ? texts.enableConfirm : texts.disableConfirm}
          tone={enabling ? 'primary' : 'danger'}
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setSwitching(null)}
          onConfirm={async () => {
            await boCall(enabling ? 'promoCodes/enable' : 'promoCodes/disable', { id: switching.id });
            setSwitching(null);
            toast(format(enabling ? texts.enabled_done : texts.disabled_done, { code: switching.code }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
