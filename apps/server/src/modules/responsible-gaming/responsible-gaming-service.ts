import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  RESPONSIBLE_GAMING_CODES as CODES,
  currencyScale,
  type ExclusionState,
  formatRuleFailure,
  type LocaleCode,
  MAX_PLAY_MONEY_LIMIT,
  MAX_SESSION_MINUTES,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitState,
  type RealityCheckMinutes,
  type ResponsibleGamingState,
  rules,
  type SelfExclusionDuration,
  type SessionSummary,
  type TimeOutDuration,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { ExcludedPlayers } from '../../ports/excluded-players.js';
import type { ActiveSession, SessionService, UserRow } from '../../sessions/session-service.js';
import { periodAround } from '../cashier/periods.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { walletError } from '../wallet/wallet-errors.js';
import type { StakeCheck, StakeGuard } from '../wallet/wallet-service.js';
import type {
  PlayLimitRow,
  PlayRestrictionRow,
  ResponsibleGamingStore,
  StakeGate,
} from './responsible-gaming-store.js';
import { COOLING_OFF_MS, exclusionRuns, isLooser, laterEnd, selfExclusionEnd, timeOutEnd } from './rules.js';

export interface ResponsibleGamingDeps {
  db: Database;
  store: ResponsibleGamingStore;
  sessions: Pick<SessionService, 'idleTimeoutMs' | 'revokeOthers'>;
  clock: Clock;
  /** The "limit changed" notice, in the transaction of the change. */
  notifications?: Pick<NotificationsService, 'notify'>;
}

const KIND_ORDER: Record<PlayLimitKind, number> = { loss: 0, wager: 1, session_time: 2 };
const PERIOD_ORDER: Record<PlayLimitPeriod, number> = { day: 0, week: 1, month: 2 };

/**
 * Responsible gaming (issue 12): loss, wager and session-time limits per day, week and month, a
 * time-out, a self-exclusion and the reality check; and the checks that enforce them on log-in,
 * deposit and every real-money stake (the wallet's StakeGuard).
 */
export class ResponsibleGamingService implements StakeGuard, ExcludedPlayers {
  constructor(private readonly deps: ResponsibleGamingDeps) {}

  async state(user: UserRow): Promise<ResponsibleGamingState> {
    return this.deps.db.transaction(async (tx) => {
      await this.deps.store.lockPlayer(tx, user.id);
      return this.present(tx, user);
    });
  }

  /** Sets a limit (`value` '' removes it): lower at once, higher or removed after 24 hours. */
  async setLimit(
    user: UserRow,
    input: { kind: PlayLimitKind; period: PlayLimitPeriod; value: string },
    locale: LocaleCode,
  ): Promise<ResponsibleGamingState> {
    const next = input.value.trim() === '' ? null : this.parseValue(user, input, locale);
    const { db, store, clock } = this.deps;
    return db.transaction(async (tx) => {
      await store.lockPlayer(tx, user.id);
      const current = (await this.limitsInForce(tx, user.id)).find(
        (row) => row.kind === input.kind && row.period === input.period,
      );
      const now = clock.now();
      if (!current) {
        // Any limit is stricter than none; removing none changes nothing.
        if (next !== null) {
          await store.saveLimit(tx, {
            userId: user.id,
            kind: input.kind,
            period: input.period,
            limitValue: next,
            pendingValue: null,
            pendingFrom: null,
            updatedAt: now,
          });
        }
      } else if (!isLooser(current.limitValue, next)) {
        // At once; a looser change that was waiting is dropped (setting the current value again is
        // how a player takes back a raise they asked for).
        await store.saveLimit(tx, {
          ...current,
          limitValue: next!,
          pendingValue: null,
          pendingFrom: null,
          updatedAt: now,
        });
      } else {
        // Looser: waits 24 hours; a new looser change replaces the waiting one.
        await store.saveLimit(tx, {
          ...current,
          pendingValue: next,
          pendingFrom: new Date(now.getTime() + COOLING_OFF_MS),
          updatedAt: now,
        });
      }
      if (current || next !== null) {
        const waits = current !== undefined && isLooser(current.limitValue, next);
        await this.deps.notifications?.notify(tx, user.id, 'limit_changed', {
          kind: input.kind,
          period: input.period,
          amount: next === null ? null : Number(next),
          effective_at: waits ? new Date(now.getTime() + COOLING_OFF_MS).toISOString() : null,
        });
      }
      return this.present(tx, user);
    });
  }

  /** A time-out: no log-in, deposit or bet until its end. Ends every session of the player now. */
  async takeBreak(user: UserRow, duration: TimeOutDuration): Promise<ExclusionState> {
    const now = this.deps.clock.now();
    return this.exclude(user, 'time_out', timeOutEnd(now, duration));
  }

  /** A self-exclusion (months or years, or permanent). Ends every session of the player now. */
  async selfExclude(user: UserRow, duration: SelfExclusionDuration): Promise<ExclusionState> {
    const now = this.deps.clock.now();
    return this.exclude(user, 'self_exclusion', selfExclusionEnd(now, duration));
  }

  async setRealityCheck(user: UserRow, minutes: RealityCheckMinutes): Promise<ResponsibleGamingState> {
    const { db, store, clock } = this.deps;
    return db.transaction(async (tx) => {
      await store.lockPlayer(tx, user.id);
      const row = (await store.restriction(tx, user.id)) ?? this.emptyRestriction(user.id);
      await store.saveRestriction(tx, { ...row, realityCheckMinutes: minutes, updatedAt: clock.now() });
      return this.present(tx, user);
    });
  }

  /** The current session: how long since log-in, and won minus staked since then. */
  async sessionSummary(session: ActiveSession): Promise<SessionSummary> {
    const { db, store, clock } = this.deps;
    const user = session.user;
    return db.transaction(async (tx) => {
      await store.lockPlayer(tx, user.id);
      const now = clock.now();
      const startedAt = (await store.sessionStart(tx, session.sessionId)) ?? now;
      const play = await store.playSince(tx, user.id, startedAt);
      const restriction = await store.restriction(tx, user.id);
      let timeLeft: number | null = null;
      for (const row of await this.limitsInForce(tx, user.id)) {
        if (row.kind !== 'session_time') continue;
        const used = await this.usedSeconds(tx, user.id, row.period as PlayLimitPeriod, now);
        const left = Math.max(0, Number(row.limitValue) * 60 - used);
        timeLeft = timeLeft === null ? left : Math.min(timeLeft, left);
      }
      return {
        started_at: startedAt.toISOString(),
        elapsed_seconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
        currency: user.currency,
        staked: this.major(play.staked, user.currency),
        won: this.major(play.won, user.currency),
        net: this.major(play.won - play.staked, user.currency),
        reality_check_minutes: restriction?.realityCheckMinutes ?? 0,
        time_left_seconds: timeLeft,
      };
    });
  }

  /** Refuses the log-in of a player in a time-out or self-exclusion, or whose playing time is used up. */
  async assertMayLogIn(userId: number): Promise<void> {
    const { db, store, clock } = this.deps;
    await db.transaction(async (tx) => {
      await store.lockPlayer(tx, userId);
      this.assertNotExcluded(await store.restriction(tx, userId));
      const now = clock.now();
      let until: Date | null = null;
      for (const row of await this.limitsInForce(tx, userId)) {
        if (row.kind !== 'session_time') continue;
        const period = row.period as PlayLimitPeriod;
        if ((await this.usedSeconds(tx, userId, period, now)) < Number(row.limitValue) * 60) continue;
        const end = periodAround(period, now).end;
        if (!until || end > until) until = end;
      }
      if (until) {
        throw new AppError('AccessDeniedException', 'Your playing time limit is reached for this period', {
          code: CODES.sessionTimeLimit,
          data: { until: until.toISOString() },
        });
      }
    });
  }

  /** Whether the player is in a time-out or self-exclusion now (ExcludedPlayers). */
  async isExcluded(executor: Executor, userId: number): Promise<boolean> {
    return this.runningExclusion(await this.deps.store.restriction(executor, userId)) !== null;
  }

  /** Refuses a deposit during a time-out or self-exclusion (inside the deposit's transaction). */
  async assertMayDeposit(tx: Executor, userId: number): Promise<void> {
    this.assertNotExcluded(await this.deps.store.restriction(tx, userId));
  }

  /**
   * Opens a real-money stake, first in its transaction (StakeGuard): one read of the player's
   * exclusion and whether a limit is set and, for a player with limits, the player lock, before the
   * stake takes any other lock (the one lock order, account/player-lock.ts). Most players have no
   * limit: one read and done, no lock on the hot path of every stake. Answers the stake's check.
   */
  async openStake(tx: Executor, userId: number): Promise<StakeCheck> {
    const { store } = this.deps;
    const gate = await store.stakeGate(tx, userId);
    if (gate.hasLimits) await store.lockPlayer(tx, userId);
    return () => this.checkStake(tx, userId, gate);
  }

  /**
   * The check of a stake recorded already (the sums count it), under the player lock when it has
   * limits: exclusions first, then each limit of its period.
   */
  private async checkStake(tx: Executor, userId: number, gate: StakeGate): Promise<void> {
    const { store, clock } = this.deps;
    const exclusion = this.runningExclusion(gate.exclusion);
    if (exclusion) {
      throw walletError(
        exclusion.kind === 'time_out' ? 'TIME_OUT' : 'SELF_EXCLUDED',
        'The player has taken a break from play',
      );
    }
    if (!gate.hasLimits) return;
    const now = clock.now();
    for (const row of await this.limitsInForce(tx, userId)) {
      const period = row.period as PlayLimitPeriod;
      if (row.kind === 'session_time') {
        if ((await this.usedSeconds(tx, userId, period, now)) >= Number(row.limitValue) * 60) {
          throw walletError('SESSION_TIME_LIMIT_REACHED', 'The playing time limit of the period is reached');
        }
        continue;
      }
      const play = await store.playSince(tx, userId, periodAround(period, now).start);
      if (row.kind === 'wager' && play.staked > row.limitValue) {
        throw walletError('WAGER_LIMIT_REACHED', 'This stake would pass the wager limit of the period');
      }
      // The stake counts as lost: the loss limit holds whatever the round brings.
      if (row.kind === 'loss' && play.staked - play.won > row.limitValue) {
        throw walletError('LOSS_LIMIT_REACHED', 'This stake would pass the loss limit of the period');
      }
    }
  }

  private async exclude(
    user: UserRow,
    kind: ExclusionState['kind'],
    endsAt: Date | null,
  ): Promise<ExclusionState> {
    const { db, store, clock, sessions } = this.deps;
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      await store.lockPlayer(tx, user.id);
      const row = (await store.restriction(tx, user.id)) ?? this.emptyRestriction(user.id);
      const running = this.runningExclusion(row);
      // A running exclusion is never shortened: the later end holds, and a self-exclusion stays one.
      const next: PlayRestrictionRow = running
        ? {
            ...row,
            exclusionKind: running.kind === 'self_exclusion' ? 'self_exclusion' : kind,
            exclusionEndsAt: laterEnd(row.exclusionEndsAt, endsAt),
            updatedAt: now,
          }
        : { ...row, exclusionKind: kind, exclusionStartedAt: now, exclusionEndsAt: endsAt, updatedAt: now };
      await store.saveRestriction(tx, next);
      return next;
    });
    // Every session ends now, this one too: the player is logged out everywhere.
    await sessions.revokeOthers(user.id);
    return this.presentExclusion(saved)!;
  }

  private assertNotExcluded(row: PlayRestrictionRow | undefined): void {
    const exclusion = this.runningExclusion(row);
    if (!exclusion) return;
    const until = exclusion.ends_at;
    const message =
      exclusion.kind === 'time_out'
        ? `You are taking a break until ${until}`
        : until
          ? `You have excluded yourself until ${until}`
          : 'You have excluded yourself permanently';
    throw new AppError('AccessDeniedException', message, {
      code: exclusion.kind === 'time_out' ? CODES.timeOut : CODES.selfExcluded,
      data: { until },
    });
  }

  private runningExclusion(
    row: Pick<PlayRestrictionRow, 'exclusionKind' | 'exclusionStartedAt' | 'exclusionEndsAt'> | undefined,
  ): ExclusionState | null {
    if (!row?.exclusionKind || !exclusionRuns(row.exclusionEndsAt, this.deps.clock.now())) return null;
    return this.presentExclusion(row);
  }

  private presentExclusion(
    row: Pick<PlayRestrictionRow, 'exclusionKind' | 'exclusionStartedAt' | 'exclusionEndsAt'>,
  ): ExclusionState | null {
    if (!row.exclusionKind || !row.exclusionStartedAt) return null;
    return {
      kind: row.exclusionKind as ExclusionState['kind'],
      started_at: row.exclusionStartedAt.toISOString(),
      ends_at: row.exclusionEndsAt?.toISOString() ?? null,
    };
  }

  /** The player's limits, applying (and storing) the looser changes whose cooling-off is over. */
  private async limitsInForce(tx: Executor, userId: number): Promise<PlayLimitRow[]> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const inForce: PlayLimitRow[] = [];
    for (const row of await store.limits(tx, userId)) {
      if (!row.pendingFrom || row.pendingFrom > now) {
        inForce.push(row);
      } else if (row.pendingValue === null) {
        await store.removeLimit(tx, userId, row.kind, row.period);
      } else {
        const applied = {
          ...row,
          limitValue: row.pendingValue,
          pendingValue: null,
          pendingFrom: null,
          updatedAt: now,
        };
        await store.saveLimit(tx, applied);
        inForce.push(applied);
      }
    }
    return inForce.sort(
      (a, b) =>
        KIND_ORDER[a.kind as PlayLimitKind] - KIND_ORDER[b.kind as PlayLimitKind] ||
        PERIOD_ORDER[a.period as PlayLimitPeriod] - PERIOD_ORDER[b.period as PlayLimitPeriod],
    );
  }

  private async present(tx: Executor, user: UserRow): Promise<ResponsibleGamingState> {
    const now = this.deps.clock.now();
    const limits: PlayLimitState[] = [];
    for (const row of await this.limitsInForce(tx, user.id)) {
      const period = row.period as PlayLimitPeriod;
      const window = periodAround(period, now);
      const shown = (value: bigint) =>
        row.kind === 'session_time' ? Number(value) : this.major(value, user.currency);
      let used: number;
      if (row.kind === 'session_time') {
        used = Math.floor((await this.usedSeconds(tx, user.id, period, now)) / 60);
      } else {
        const play = await this.deps.store.playSince(tx, user.id, window.start);
        const usedMinor = row.kind === 'wager' ? play.staked : play.staked - play.won;
        used = this.major(usedMinor > 0n ? usedMinor : 0n, user.currency);
      }
      const limit = shown(row.limitValue);
      limits.push({
        kind: row.kind as PlayLimitKind,
        period,
        limit,
        used,
        remaining: Math.max(0, limit - used),
        renews_at: window.end.toISOString(),
        pending: row.pendingFrom
          ? {
              limit: row.pendingValue === null ? null : shown(row.pendingValue),
              effective_at: row.pendingFrom.toISOString(),
            }
          : null,
      });
    }
    const restriction = await this.deps.store.restriction(tx, user.id);
    return {
      currency: user.currency,
      limits,
      exclusion: this.runningExclusion(restriction),
      reality_check_minutes: restriction?.realityCheckMinutes ?? 0,
    };
  }

  private async usedSeconds(
    tx: Executor,
    userId: number,
    period: PlayLimitPeriod,
    now: Date,
  ): Promise<number> {
    const idleSince = new Date(now.getTime() - this.deps.sessions.idleTimeoutMs);
    return this.deps.store.secondsLoggedIn(tx, userId, periodAround(period, now).start, now, idleSince);
  }

  private parseValue(
    user: UserRow,
    input: { kind: PlayLimitKind; period: PlayLimitPeriod; value: string },
    locale: LocaleCode,
  ): bigint {
    const max = input.kind === 'session_time' ? MAX_SESSION_MINUTES[input.period] : MAX_PLAY_MONEY_LIMIT;
    const failure = rules.sum({ min: 1, max })(input.value);
    if (failure) throw AppError.invalidParameters({ value: formatRuleFailure(failure, locale) });
    const whole = BigInt(input.value.replaceAll(',', '').trim());
    return input.kind === 'session_time' ? whole : whole * 10n ** BigInt(currencyScale(user.currency));
  }

  private emptyRestriction(userId: number): PlayRestrictionRow {
    return {
      userId,
      realityCheckMinutes: 0,
      exclusionKind: null,
      exclusionStartedAt: null,
      exclusionEndsAt: null,
      updatedAt: this.deps.clock.now(),
    };
  }

  private major(minor: bigint, currency: string): number {
    return toMoneyAmount(minor, currency).amount;
  }
}
