import type { PlayerDetail } from '@jeton/domain/backoffice';
import type { ReactNode } from 'react';
import { type ClientLoaderFunctionArgs, data, Link, useLoaderData } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { usePermission } from '../auth/operator.js';
import { AdjustmentsTable } from './adjustments-table.js';
import { PlayerActions } from './player-actions.js';

// A player's page: every section the back office knows of the player, and the actions the
// operator's role allows.

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return loadWithSession(request, async () => {
    const [player, adjustments, rounds] = await Promise.all([
      boCall('players/get', { id }),
      boCall('adjustments/list', { playerId: id, perPage: 50 }),
      boCall('players/rounds', { id, mode: 'all', perPage: 50 }),
    ]);
    return { ...player, adjustments: adjustments.items, rounds };
  });
}

type Payment = PlayerDetail['withdrawals'][number];

export default function PlayerRoute() {
  const player = useLoaderData<typeof clientLoader>();
  const { t, format, locale } = useI18n();
  const mayReadKyc = usePermission('kyc.read');
  const f = t.player.fields;
  const c = t.player.columns;
  const { profile, contacts, verification } = player;
  const when = (iso: string | null) => formatDateTime(iso, locale);
  const yesNo = (value: boolean) => (value ? t.players.yes : t.players.no);
  // Raw codes in words; a code this app does not know yet shows as it is.
  const word = (words: Record<string, string>, code: string) => words[code] ?? code;
  // Rounds carry major units (the game history's answer); the currency says how many digits.
  const money = (value: { amount: number; currency: string }) =>
    new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency: value.currency,
    }).format(value.amount);
  const contact = (value: { value: string | null; confirmed: boolean; subscribed: boolean }) =>
    value.value
      ? `${value.value} (${value.confirmed ? f.confirmed : f.unconfirmed}${value.subscribed ? `, ${f.subscribed}` : ''})`
      : '—';

  const paymentColumns: Column<Payment>[] = [
    { key: 'id', header: c.id, render: (p) => p.id },
    { key: 'at', header: c.at, render: (p) => when(p.createdAt) },
    { key: 'method', header: c.method, render: (p) => p.method },
    {
      key: 'amount',
      header: c.amount,
      align: 'end',
      render: (p) => formatMinor(p.amountMinor, p.currency, locale),
    },
    {
      key: 'status',
      header: c.status,
      render: (p) => <span className={`badge badge-${p.status}`}>{t.withdrawals.statuses[p.status]}</span>,
    },
  ];

  return (
    <section className="page player-page">
      <p>
        <Link to="/players">← {t.player.back}</Link>
      </p>
      <div className="page-head">
        <h1>
          {format(t.player.title, { id: profile.id })}{' '}
          <span className={`badge badge-${profile.status}`}>{t.players.statuses[profile.status]}</span>
        </h1>
      </div>
      <PlayerActions player={player} />
      <div className="cards">
        <Card title={t.player.sections.profile}>
          <Facts
            rows={[
              [f.login, profile.login],
              [f.name, `${profile.firstName} ${profile.lastName}`.trim()],
              [f.fakename, profile.fakename],
              [f.birthDate, profile.birthDate],
              [f.country, [profile.country, profile.region, profile.homeTown].filter(Boolean).join(', ')],
              [f.address, [profile.address, profile.postcode].filter(Boolean).join(', ')],
              [f.currency, profile.currency],
              [f.locale, profile.locale],
              [f.twoFactor, yesNo(profile.twoFactorEnabled)],
              [f.createdAt, when(profile.createdAt)],
            ]}
          />
        </Card>
        <Card title={t.player.sections.contacts}>
          <Facts
            rows={[
              [f.email, contact(contacts.email)],
              [f.phone, contact(contacts.phone)],
            ]}
          />
        </Card>
        <Card title={t.player.sections.verification}>
          <Facts
            rows={[
              [f.isVerified, yesNo(verification.isVerified)],
              [f.isOnVerification, yesNo(verification.isOnVerification)],
              [f.isKycBlockEnabled, yesNo(verification.isKycBlockEnabled)],
              [
                f.document,
                [verification.documentType, verification.documentNumber].filter(Boolean).join(' '),
              ],
            ]}
          />
          {mayReadKyc ? <Link to={`/kyc/${profile.id}`}>{t.kyc.documents}</Link> : null}
        </Card>
        <Card title={t.player.sections.balances}>
          {player.balances.length === 0 ? (
            <p className="muted">{t.player.none}</p>
          ) : (
            <ul className="balances">
              {player.balances.map((balance) => (
                <li key={`${balance.kind}-${balance.currency}`}>
                  <span>{word(t.codes.balances, balance.kind)}</span>
                  <strong>{formatMinor(balance.amountMinor, balance.currency, locale)}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Section title={t.player.sections.ledger}>
        <DataTable
          caption={t.player.sections.ledger}
          rows={player.ledgerEntries}
          rowKey={(entry) => `${entry.transactionId}-${entry.accountKind}-${entry.currency}`}
          emptyText={t.player.none}
          columns={[
            { key: 'at', header: c.at, render: (e) => when(e.createdAt) },
            { key: 'kind', header: c.code, render: (e) => word(t.codes.transfers, e.kind) },
            { key: 'account', header: f.account, render: (e) => word(t.codes.balances, e.accountKind) },
            {
              key: 'amount',
              header: c.amount,
              align: 'end',
              render: (e) => formatMinor(e.amountMinor, e.currency, locale),
            },
            {
              key: 'after',
              header: f.balanceAfter,
              align: 'end',
              render: (e) => formatMinor(e.balanceAfterMinor, e.currency, locale),
            },
            { key: 'reference', header: f.reference, render: (e) => e.reference },
          ]}
        />
      </Section>
      <Section title={t.adjust.section}>
        <AdjustmentsTable rows={player.adjustments} showPlayer={false} />
      </Section>
      <Section title={t.player.sections.deposits}>
        <DataTable
          caption={t.player.sections.deposits}
          rows={player.deposits}
          rowKey={(p) => p.id}
          columns={paymentColumns}
          emptyText={t.player.none}
        />
      </Section>
      <Section title={t.player.sections.withdrawals}>
        <DataTable
          caption={t.player.sections.withdrawals}
          rows={player.withdrawals}
          rowKey={(p) => p.id}
          columns={paymentColumns}
          emptyText={t.player.none}
          testId="player-withdrawals"
        />
      </Section>
      <Section title={t.rounds.title}>
        <p className="muted">
          {format(t.rounds.shown, { shown: player.rounds.items.length, total: player.rounds.total })}
        </p>
        <DataTable
          caption={t.rounds.title}
          rows={player.rounds.items}
          rowKey={(r) => r.id}
          emptyText={t.player.none}
          testId="player-rounds"
          columns={[
            { key: 'at', header: c.at, render: (r) => when(r.createdAt) },
            { key: 'game', header: t.rounds.game, render: (r) => r.game },
            { key: 'mode', header: t.rounds.mode, render: (r) => word(t.rounds.modes, r.mode) },
            {
              key: 'stake',
              header: t.rounds.stake,
              align: 'end',
              render: (r) => `${money(r.stake)}${r.freeSpin ? ` (${t.rounds.freeSpin})` : ''}`,
            },
            { key: 'win', header: t.rounds.win, align: 'end', render: (r) => money(r.win) },
            { key: 'after', header: f.balanceAfter, align: 'end', render: (r) => money(r.balanceAfter) },
            { key: 'status', header: c.status, render: (r) => word(t.rounds.statuses, r.status) },
          ]}
        />
      </Section>
      <Section title={t.player.sections.limits}>
        <DataTable
          caption={t.player.sections.limits}
          rows={player.limits}
          rowKey={(l) => `${l.kind}-${l.period}`}
          emptyText={t.player.none}
          columns={[
            { key: 'kind', header: c.type, render: (l) => word(t.codes.limits, l.kind) },
            { key: 'period', header: f.period, render: (l) => word(t.codes.periods, l.period) },
            { key: 'value', header: c.value, align: 'end', render: (l) => l.value },
            {
              key: 'pending',
              header: f.pending,
              render: (l) => (l.pendingValue === null ? '' : `${l.pendingValue} (${when(l.pendingFrom)})`),
            },
          ]}
        />
      </Section>
      <Section title={t.player.sections.exclusions}>
        <DataTable
          caption={t.player.sections.exclusions}
          rows={player.exclusions}
          rowKey={(e) => `${e.kind}-${e.startedAt}`}
          emptyText={t.player.none}
          columns={[
            { key: 'kind', header: c.type, render: (e) => word(t.codes.exclusions, e.kind) },
            { key: 'started', header: f.startedAt, render: (e) => when(e.startedAt) },
            { key: 'ends', header: f.endsAt, render: (e) => (e.endsAt ? when(e.endsAt) : f.permanent) },
            { key: 'active', header: f.active, render: (e) => yesNo(e.active) },
          ]}
        />
      </Section>
      <Section title={t.player.sections.sessions}>
        <DataTable
          caption={t.player.sections.sessions}
          rows={player.sessions}
          rowKey={(s) => s.id}
          emptyText={t.player.none}
          testId="player-sessions"
          columns={[
            { key: 'created', header: c.at, render: (s) => when(s.createdAt) },
            { key: 'seen', header: c.lastSeen, render: (s) => when(s.lastSeenAt) },
            { key: 'ip', header: c.ip, render: (s) => s.ip },
            { key: 'agent', header: f.userAgent, render: (s) => <span className="clip">{s.userAgent}</span> },
            { key: 'active', header: f.active, render: (s) => yesNo(s.active) },
          ]}
        />
      </Section>
      <Section title={t.player.sections.notes}>
        {player.notes.length === 0 ? (
          <p className="muted">{t.player.none}</p>
        ) : (
          <ul className="notes" data-testid="player-notes">
            {player.notes.map((note) => (
              <li key={note.id}>
                <p className="note-meta">
                  {when(note.createdAt)} · {note.operatorEmail}
                </p>
                <p className="note-text">{note.text}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
