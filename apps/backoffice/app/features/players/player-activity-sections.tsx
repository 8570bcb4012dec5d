import { DataTable } from '../../ui/data-table.js';
import type { PlayerPageData } from './player-page-data.js';
import { Section } from './player-sections.js';
import { usePlayerFormat } from './use-player-format.js';

/** The player's sessions and the operators' notes. */
export function PlayerActivitySections({ player }: { player: PlayerPageData }) {
  const { t, when, yesNo } = usePlayerFormat();
  const f = t.player.fields;
  const c = t.player.columns;
  return (
    <>
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
    </>
  );
}
