import type { DatabaseHandle } from '@jeton/db';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, jobDatabase, stoppableJobDatabase } from './job-database.js';

/**
 * How many jobs of one kind may wait and run at once, over every app server (pg-boss's queue
 * policies): `stately` at most one waiting and one running, so a kick or a schedule that comes
 * while one runs leaves one run to follow and no more; `short` at most one waiting, any number
 * running (for work that keeps itself apart, as the outbox relay does with row locks).
 */
export type JobPolicy = 'stately' | 'short';

export interface JobDefinition<Data extends object> {
  readonly name: string;
  readonly policy: JobPolicy;
  /** A run still going after this long is taken as lost (its server gone) and tried again. */
  readonly expireInSeconds: number;
  /** Tries after a failure, each later than the one before (pg-boss's backoff from 1 second). */
  readonly retryLimit: number;
  /** How often an idle worker of this server asks for a job (pg-boss polls). */
  readonly pollingIntervalSeconds?: number;
  /** Only carries the type of the job's data. */
  readonly data?: Data;
}

/** A job kind, its data type carried by the definition so that `send` and the handler agree. */
export function defineJob<Data extends object = Record<string, never>>(
  definition: Omit<JobDefinition<Data>, 'data'>,
): JobDefinition<Data> {
  return definition;
}

export type JobHandler<Data extends object> = (data: Data) => Promise<unknown>;

/** Where failures go: a job's or the runner's own (the error, then the job's name or `job runner`). */
export type JobLog = (error: unknown, job: string) => void;

interface Registration {
  definition: JobDefinition<object>;
  handler: JobHandler<object>;
  cron: string | undefined;
}

/**
 * The one job runner of the product (decision 0029): pg-boss on the app's own database, PGlite or
 * PostgreSQL. Jobs are registered before `start` (a schedule or a worker on every app server);
 * `send` asks for a run. A job's handler must be idempotent: a run whose server died is run again.
 * Nothing else imports pg-boss.
 */
export class JobRunner {
  private readonly registrations = new Map<string, Registration>();
  private boss: PgBoss | null = null;
  private readonly workers = new Map<string, string>();
  private log: JobLog = () => {};
  /** Cuts the stopped pg-boss off the database. */
  private cutOff: () => void = () => {};

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: { pollingIntervalSeconds?: number } = {},
  ) {}

  /** Runs the job's handler on this server whenever a run is asked for (`send`). */
  work<Data extends object>(definition: JobDefinition<Data>, handler: JobHandler<Data>): void {
    this.register(definition, handler as JobHandler<object>, undefined);
  }

  /**
   * Runs the job on a cron schedule (UTC, at most once a minute): pg-boss sends each due run once
   * for all app servers, and the policy keeps a run from starting while one still goes.
   */
  schedule<Data extends object>(
    definition: JobDefinition<Data>,
    cron: string,
    handler: JobHandler<Data>,
  ): void {
    this.register(definition, handler as JobHandler<object>, cron);
  }

  /**
   * Asks for a run. Answers false when none was queued: one already waits (the policy; runs sent
   * with different keys do not count against each other), or the runner is not started (tests
   * that do not start it run the work themselves).
   */
  async send<Data extends object>(
    definition: JobDefinition<Data>,
    data: Data,
    options: { startAfterSeconds?: number; key?: string } = {},
  ): Promise<boolean> {
    const boss = this.boss;
    if (!boss) return false;
    const delay = options.startAfterSeconds ?? 0;
    const id = await boss.send(definition.name, data, {
      ...(delay > 0 ? { startAfter: delay } : {}),
      ...(options.key ? { singletonKey: options.key } : {}),
    });
    // This server's worker takes it now rather than at its next poll.
    const worker = this.workers.get(definition.name);
    if (id && worker && delay === 0) boss.notifyWorker(worker);
    return id !== null;
  }

  /** `send` without waiting, for callers that must not fail with it: a failure is logged. */
  trigger<Data extends object>(definition: JobDefinition<Data>, data: Data): void {
    this.send(definition, data).catch((error: unknown) => this.log(error, definition.name));
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Creates pg-boss's schema and the queues if missing, then starts the workers and schedules. */
  async start(log: JobLog): Promise<void> {
    if (this.boss) return;
    this.log = log;
    const { db, cutOff } = stoppableJobDatabase(jobDatabase(this.database));
    let stopped = false;
    this.cutOff = () => {
      stopped = true;
      cutOff();
    };
    const boss = new PgBoss({ db, schema: JOB_SCHEMA });
    boss.on('error', (error) => log(error, 'job runner'));
    await boss.start();
    try {
      for (const { definition, handler, cron } of this.registrations.values()) {
        const queue = {
          name: definition.name,
          policy: definition.policy,
          expireInSeconds: definition.expireInSeconds,
          retryLimit: definition.retryLimit,
          retryDelay: 1,
          retryBackoff: true,
        };
        await boss.createQueue(definition.name, queue);
        // A queue made by an earlier version keeps its options unless they are set again.
        await boss.updateQueue(definition.name, queue);
        const pollingIntervalSeconds =
          definition.pollingIntervalSeconds ?? this.options.pollingIntervalSeconds ?? 2;
        const worker = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds, batchSize: 1 },
          async ([job]) => {
            if (stopped) throw new Error(`job ${definition.name}: the runner has stopped`);
            try {
              return await handler(job!.data);
            } catch (error) {
              log(error, definition.name);
              throw error;
            }
          },
        );
        this.workers.set(definition.name, worker);
        if (cron) await boss.schedule(definition.name, cron, {}, { tz: 'UTC' });
      }
      // A job that is gone from the code must not be sent on its old schedule for ever.
      for (const schedule of await boss.getSchedules()) {
        if (!this.registrations.get(schedule.name)?.cron) await boss.unschedule(schedule.name);
      }
    } catch (error) {
      await boss.stop({ graceful: false, close: false });
      this.cutOff();
      throw error;
    }
    this.boss = boss;
  }

  /** Stops taking jobs and waits (a while) for the running ones, before the database closes. */
  async stop(options: { timeoutMs?: number } = {}): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    this.workers.clear();
    await boss.stop({ graceful: true, close: false, timeout: options.timeoutMs ?? 10_000 });
    this.cutOff();
  }

  private register(definition: JobDefinition<object>, handler: JobHandler<object>, cron: string | undefined) {
    if (this.boss) throw new Error(`job ${definition.name}: register jobs before the runner starts`);
    if (this.registrations.has(definition.name))
      throw new Error(`job ${definition.name} is registered twice`);
    this.registrations.set(definition.name, { definition, handler, cron });
  }
}
