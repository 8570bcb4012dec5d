import type { LoyaltyProductAdmin } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { PlayerPoints } from './player-points.js';
import { ProductForm } from './product-form.js';

// The loyalty programme as operators run it (loyalty.manage): the shop's products (create, edit,
// take off sale), the levels players climb, and one player's points. Every change is audited.

export async function clientLoader({ request }: { request: Request }) {
  return loadWithSession(request, () => boCall('loyalty/products', {}));
}

export default function LoyaltyRoute() {
  const { t, locale } = useI18n();
  const l = t.loyaltyAdmin;
  const answer = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [editing, setEditing] = useState<LoyaltyProductAdmin | 'new' | null>(null);
  const points = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });

  const toggle = async (product: LoyaltyProductAdmin) => {
    const { id, updatedAt: _u, gameName: _g, kind: _k, ...fields } = product;
    try {
      await boCall('loyalty/saveProduct', { ...fields, id, isActive: !product.isActive });
      toast(product.isActive ? l.deactivated : l.activated);
      await revalidator.revalidate();
    } catch (error) {
      toast(describeFailure(error, t), 'error');
    }
  };

  const columns: Column<LoyaltyProductAdmin>[] = [
    { key: 'name', header: l.columns.name, render: (p) => p.texts[locale === 'fr' ? 'fr' : 'en'].name },
    {
      key: 'grant',
      header: l.columns.grant,
      render: (p) =>
        l.grant
          .replace('{count}', String(p.grant.count))
          .replace(
            '{stake}',
            (p.grant.stake_minor / 100).toLocaleString(locale, { minimumFractionDigits: 2 }),
          )
          .replace('{game}', p.gameName),
    },
    { key: 'price', header: l.columns.price, render: (p) => points(p.price) },
    {
      key: 'limits',
      header: l.columns.limits,
      render: (p) => `${p.perPlayerLimit ?? '∞'} / ${p.stock ?? '∞'}`,
    },
    {
      key: 'state',
      header: l.columns.state,
      render: (p) => (
        <span className={`badge badge-${p.isActive ? 'active' : 'pending'}`}>
          {p.isActive ? l.onSale : l.offSale}
        </span>
      ),
    },
    {
      key: 'actions',
      header: l.columns.actions,
      render: (p) => (
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setEditing(p)}>
            {l.edit}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void toggle(p)}>
            {p.isActive ? l.deactivate : l.activate}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="page">
      <div className="page-head">
        <h1>{l.title}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {l.newProduct}
        </button>
      </div>
      <p className="muted">{l.intro}</p>
      {editing ? (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          games={answer.games}
          onCancel={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            toast(l.saved);
            await revalidator.revalidate();
          }}
        />
      ) : null}
      <DataTable
        caption={l.productsTitle}
        rows={answer.items}
        rowKey={(p) => p.id}
        columns={columns}
        emptyText={l.noProducts}
        testId="loyalty-products"
      />
      <section className="card" aria-labelledby="loyalty-levels-title">
        <h2 id="loyalty-levels-title">{l.levelsTitle}</h2>
        <p className="muted">{l.levelsIntro}</p>
        <DataTable
          caption={l.levelsTitle}
          rows={answer.levels}
          rowKey={(level) => level.sysname}
          columns={[
            { key: 'level', header: l.columns.level, render: (level) => l.levels[level.sysname] },
            { key: 'from', header: l.columns.from, render: (level) => points(level.minPoints) },
            {
              key: 'multiplier',
              header: l.columns.multiplier,
              render: (level) => `× ${points(level.multiplier)}`,
            },
          ]}
          emptyText=""
          testId="loyalty-levels"
        />
      </section>
      <PlayerPoints />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
