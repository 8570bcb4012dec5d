import { type FormEvent, useEffect, useState } from 'react';
import type { SeedCommitment, SeedRotation } from '../api.js';
import { fairnessHref } from './fairness-link.js';
import { useStudioI18n } from './studio-locale.js';

/** Client seeds are 1 to 64 printable ASCII characters (packages/games README). */
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

interface SeedPanelProps {
  kind: string;
  seed: SeedCommitment | null;
  busy: boolean;
  revealed: SeedRotation['revealed'][];
  onRotate(clientSeed: string): Promise<unknown>;
}

/**
 * The provably-fair controls: the commitment of the hidden server seed, the player's client seed and
 * the next nonce. Changing the client seed starts a new pair and reveals the old server seed.
 */
export function SeedPanel({ kind, seed, busy, revealed, onRotate }: SeedPanelProps) {
  const { t, locale, format } = useStudioI18n();
  const [clientSeed, setClientSeed] = useState(seed?.clientSeed ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setClientSeed(seed?.clientSeed ?? ''), [seed?.clientSeed]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = clientSeed.trim();
    if (!CLIENT_SEED.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await onRotate(value);
  };
  const last = revealed[0];
  return (
    <section className="studio-panel studio-seeds" aria-labelledby="studio-seed-title">
      <h2 id="studio-seed-title" className="studio-panel-title">
        {t.seed.title}
      </h2>
      <p className="studio-muted studio-small">{t.seed.help}</p>
      {seed && (
        <dl className="studio-seed-facts">
          <dt>{t.seed.commitment}</dt>
          <dd className="studio-mono studio-hash" data-testid="seed-commitment">
            {seed.commitment}
          </dd>
          <dt>{t.seed.nextNonce}</dt>
          <dd data-testid="seed-nonce">{seed.nonce}</dd>
        </dl>
      )}
      <form className="studio-seed-form" onSubmit={submit} noValidate>
        <label htmlFor="studio-client-seed">{t.seed.clientSeed}</label>
        <div className="studio-seed-row">
          <input
            id="studio-client-seed"
            className="studio-input studio-mono"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'studio-client-seed-error' : undefined}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button type="submit" className="studio-button studio-button-secondary" disabled={busy}>
            {t.seed.rotate}
          </button>
        </div>
        {invalid && (
          <p id="studio-client-seed-error" className="studio-field-error" role="alert">
            {t.seed.invalidClientSeed}
          </p>
        )}
      </form>
      {last && (
        <div className="studio-revealed" role="status">
          <p>{format(t.seed.revealedIntro, { count: last.lastNonce === null ? 0 : last.lastNonce + 1 })}</p>
          <dl className="studio-seed-facts">
            <dt>{t.seed.serverSeed}</dt>
            <dd className="studio-mono studio-hash" data-testid="revealed-server-seed">
              {last.serverSeed}
            </dd>
            <dt>{t.seed.commitment}</dt>
            <dd className="studio-mono studio-hash">{last.commitment}</dd>
            <dt>{t.seed.clientSeed}</dt>
            <dd className="studio-mono">{last.clientSeed}</dd>
          </dl>
          <a
            href={fairnessHref(locale, {
              kind,
              serverSeed: last.serverSeed,
              commitment: last.commitment,
              clientSeed: last.clientSeed,
              nonce: last.lastNonce ?? 0,
            })}
            target="_blank"
            rel="noopener"
          >
            {t.seed.verifyRevealed}
          </a>
        </div>
      )}
    </section>
  );
}
