import type { BackofficeMethodName } from '@jeton/domain/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../api/method.js';
import type { ApiRateLimits } from '../api/rate-limits.js';
import type { HousekeepingStep } from '../jobs/housekeeping.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { ExpiryHandlers } from '../ledger/index.js';
import type { BackofficeContribution } from './backoffice-methods.js';

/** What the app hands a module's plug-ins when it mounts them. */
export interface MountContext {
  rateLimits: ApiRateLimits;
}

/** A module's own routes beside the product API: webhooks, streams, pages, downloads. */
export type ModulePlugin = (app: FastifyInstance, context: MountContext) => Promise<unknown> | unknown;

/**
 * What a module contributes to the app (decision 0087), answered by its module.ts's
 * `create<Name>Module(deps)`: the composition root (services.ts) lists these calls in order, the app
 * mounts their API and plug-ins, the job runner schedules their jobs. A module registers its outbox
 * subscriptions in its factory, since they need its services and the root's `events`.
 */
export interface ServerModule<
  S extends object = object,
  ApiDeps extends object = object,
  Backoffice extends BackofficeMethodName = never,
> {
  /** What other modules and the composition root may use: merged into the app's `Services`. */
  services: S;
  /**
   * Its product API (routes.ts), mounted with the app's services once every module is made: a
   * handler may use a service of a module made later (the account API uses auth's).
   */
  api?: readonly ApiModule<ApiDeps>[];
  /** Its other routes, mounted in the modules' order after the product API. */
  plugins?: readonly ModulePlugin[];
  /** Schedules its jobs on the one runner (started by main.ts, or by a test). */
  jobs?: (runner: JobRunner) => void;
  /** Its clean-up steps of the housekeeping run. */
  housekeeping?: readonly HousekeepingStep[];
  /** What happens to its two-phase transfers when the ledger's sweep expires one. */
  pendingExpiry?: ExpiryHandlers;
  /** Rows of its own tables a database starts with (decision 0094), run by wiring/run-seeds.ts. */
  seed?: ModuleSeed;
  /** Its operator methods of the back office (decision 0093): the back-office module merges them. */
  backoffice?: BackofficeContribution<Backoffice>;
}

/**
 * A module's seed: each step writes only the module's own tables, through its store or service, and
 * leaves what exists alone (it runs at every start). What joins several modules is a story (seed/).
 */
export interface ModuleSeed {
  /** What every installation needs, demo or not: the site's content configuration and pages. */
  always?: () => Promise<void>;
  /** Demo rows, only where the configuration allows demo data (config.ts `seedDemoData`, decision 0086). */
  demo?: () => Promise<void>;
}

/** Declares a module's contribution; the identity function keeps `services` typed for the root. */
export function defineModule<
  S extends object,
  ApiDeps extends object = object,
  Backoffice extends BackofficeMethodName = never,
>(module: ServerModule<S, ApiDeps, Backoffice>): ServerModule<S, ApiDeps, Backoffice> {
  return module;
}
