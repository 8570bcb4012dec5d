import { commitServerSeed, isClientSeed, isServerSeed, verifyHouseRound } from '@jeton/games';
import { formatMessage } from '../../i18n/format.js';
import type { StudioMessages } from '../shell/studio-locale.js';
import { type FairnessForm, MULTI_STEP_KINDS } from './fairness-inputs.js';

export type Verification =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | {
      state: 'done';
      kind: string;
      computedCommitment: string;
      commitmentMatches: boolean | null;
      outcome: unknown;
      multiplier: number | null;
      bet: unknown;
    };

type FairnessTexts = StudioMessages['fairness'];

/** Checks the inputs, then the commitment and the replay, all in the browser (packages/games is pure). */
export function runVerification(form: FairnessForm, t: FairnessTexts): Verification {
  const serverSeed = form.serverSeed.trim().toLowerCase();
  const clientSeed = form.clientSeed;
  if (!isServerSeed(serverSeed)) return { state: 'invalid', message: t.invalidServerSeed };
  if (!isClientSeed(clientSeed)) return { state: 'invalid', message: t.invalidClientSeed };
  if (!/^\d{1,10}$/.test(form.nonce.trim())) return { state: 'invalid', message: t.invalidNonce };
  let bet: unknown;
  let actions: unknown[] = [];
  try {
    bet = JSON.parse(form.bet);
    if (MULTI_STEP_KINDS.has(form.kind)) {
      const parsed: unknown = JSON.parse(form.actions || '[]');
      if (!Array.isArray(parsed)) throw new TypeError('actions');
      actions = parsed;
    }
  } catch {
    return { state: 'invalid', message: t.invalidBet };
  }
  const computedCommitment = commitServerSeed(serverSeed);
  const commitment = form.commitment.trim().toLowerCase();
  try {
    const replayed = verifyHouseRound({
      kind: form.kind,
      serverSeed,
      clientSeed,
      nonce: Number(form.nonce.trim()),
      commitment: commitment || computedCommitment,
      bet,
      actions,
    });
    return {
      state: 'done',
      kind: form.kind,
      computedCommitment,
      commitmentMatches: commitment ? replayed.commitmentMatches : null,
      outcome: replayed.outcome,
      multiplier: replayed.multiplier,
      bet,
    };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'INVALID_BET') return { state: 'invalid', message: t.invalidBet };
    if (code === 'ACTION_NOT_ALLOWED') return { state: 'invalid', message: t.invalidActions };
    const reason = error instanceof Error ? error.message : String(error);
    return { state: 'invalid', message: formatMessage(t.failed, { reason }) };
  }
}
