import { DataTable } from '../../ui/data-table.js';
import type { PlayerPageData } from './player-page-data.js';
import { Section } from './player-sections.js';
import { usePlayerFormat } from './use-player-format.js';

/** The player's rounds, limits and exclusions. */
export function PlayerPlaySections({ player }: { player: PlayerPageData }) {
  const { t, format, when, yesNo, word, money } = usePlayerFormat();
  const f = t.player.fields;
  const c = t.player.columns;
  return (
    <>
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
    </>
  );
}
