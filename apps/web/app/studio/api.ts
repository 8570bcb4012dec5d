// The studio client API (decision 0013): the house studio's own JSON protocol, not the product API.
// Money travels as integer strings of minor units beside the session's currency.

import type { StudioErrorCode as StudioProtocolErrorCode } from '@jeton/games';
import type { ApiFetch, ApiResponse } from '../api/client.js';

/** The studio's own codes, and NETWORK when no answer came. */
export type StudioErrorCode = StudioProtocolErrorCode | 'NETWORK';

export class StudioError extends Error {
  constructor(
    readonly code: StudioErrorCode | string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

export interface SeedCommitment {
  commitment: string;
  clientSeed: string;
  nonce: number;
}

export interface StudioSession {
  game: { sysname: string; kind: string; name: string };
  mode: 'play' | 'demo';
  currency: string;
  balance: string;
  seed: SeedCommitment;
  openRound: StudioRound | null;
  /** Free spins of the player's packs for this game, played at the pack's stake. */
  freeSpins: { remaining: number; stake?: string; feature?: boolean } | null;
  /** The studio's clock when it answered (ISO): a round against the clock (crash) syncs to it. */
  serverTime?: string;
}

export interface RoundStep {
  action: unknown;
  /** Extra stake an action took (double, split), minor units. */
  extraStake?: string;
}

/** A round as the studio records it: `outcome` is a one-shot game's outcome, a multi-step game's state. */
export interface StudioRound<Bet = unknown, Outcome = unknown, State = unknown> {
  id: string | number;
  kind?: string;
  status: 'open' | 'settled' | string;
  stake: string;
  win: string;
  bet: Bet;
  outcome?: (Outcome & State) | Outcome | null;
  multiplier?: number | null;
  steps?: RoundStep[];
  freeSpin?: boolean;
  balanceBefore?: string | null;
  balanceAfter?: string | null;
  seed?: { commitment: string; clientSeed: string; nonce: number; serverSeed?: string | null } | null;
  createdAt?: string;
  settledAt?: string | null;
}

export interface RoundAnswer<Bet = unknown, Outcome = unknown, State = unknown> {
  round: StudioRound<Bet, Outcome, State>;
  balance: string;
  /** The studio's clock when it answered (ISO). */
  serverTime?: string;
}

export interface SeedRotation {
  revealed: { serverSeed: string; commitment: string; clientSeed: string; lastNonce: number | null };
  next: SeedCommitment;
}

export interface VerifyQuery {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  kind: string;
  bet?: string;
}

export interface VerifyAnswer {
  commitment?: string;
  outcome: unknown;
  multiplier?: number | null;
  [key: string]: unknown;
}

const BASE = '/studio/api';

function requestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * How a frame's server render reaches the studio: the server's own address and in-process fetch,
 * with the player's cookie (a game session lives only while its site session does).
 */
export interface StudioTransport {
  origin: string;
  fetch: ApiFetch;
  cookie: string | null;
  signal: AbortSignal;
}

async function call<T>(
  path: string,
  init?: { method: 'POST'; body: unknown },
  transport?: StudioTransport,
): Promise<T> {
  let response: ApiResponse;
  try {
    response = await (transport?.fetch ?? fetch)(`${transport?.origin ?? ''}${BASE}${path}`, {
      method: init?.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init ? { 'content-type': 'application/json' } : {}),
        ...(transport?.cookie ? { cookie: transport.cookie } : {}),
      },
      body: init ? JSON.stringify(init.body) : undefined,
      credentials: 'same-origin',
      signal: transport?.signal,
    });
  } catch (cause) {
    throw new StudioError('NETWORK', String(cause));
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new StudioError(
      error?.code ?? 'NETWORK',
      error?.message ?? `HTTP ${response.status}`,
      response.status,
    );
  }
  return json as T;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

export const studioApi = {
  session: (session: string, transport?: StudioTransport) =>
    call<StudioSession>(`/session?${query({ session })}`, undefined, transport),
  /** `requestId` makes a repeated request find the round it opened instead of opening another. */
  play: <Bet, Outcome, State>(session: string, round: { stake?: string; bet: Bet; freeSpin?: boolean }) =>
    call<RoundAnswer<Bet, Outcome, State>>('/rounds', {
      method: 'POST',
      body: { session, ...round, requestId: requestId() },
    }),
  act: <Bet, Outcome, State>(session: string, roundId: string | number, action: unknown) =>
    call<RoundAnswer<Bet, Outcome, State>>(`/rounds/${encodeURIComponent(roundId)}/actions`, {
      method: 'POST',
      body: { session, action, requestId: requestId() },
    }),
  rounds: (session: string, limit = 20, transport?: StudioTransport) =>
    call<{ rounds: StudioRound[] } | StudioRound[]>(
      `/rounds?${query({ session, limit })}`,
      undefined,
      transport,
    ).then((answer) => (Array.isArray(answer) ? answer : answer.rounds)),
  rotateSeed: (session: string, clientSeed: string) =>
    call<SeedRotation>('/seed', { method: 'POST', body: { session, clientSeed } }),
  verify: (params: VerifyQuery) => call<VerifyAnswer>(`/verify?${query({ ...params })}`),
};
