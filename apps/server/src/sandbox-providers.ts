import path from 'node:path';
import type { Config } from './config.js';
import type { CashierStore } from './modules/cashier/cashier-store.js';
import {
  DEFAULT_DEPOSIT_CONFIG,
  DEPOSIT_CONFIG_KEY,
  type DepositConfig,
} from './modules/cashier/payment-methods.js';
import { ProviderHistoryStore } from './modules/fraud/provider-history-store.js';
import type { SettingsService } from './modules/settings/settings-service.js';
import { OAUTH_CALLBACK_PATH, signInProvidersOf } from './modules/social-sign-in/sign-in-providers.js';
import type { FraudProvider } from './ports/fraud-provider.js';
import type { OddsFeedSink } from './ports/odds-feed.js';
import type { PaymentProvider } from './ports/payment-provider.js';
import type { VerificationProvider } from './ports/verification-provider.js';
import { FRAUD_SANDBOX_PROVIDER, SandboxFraud } from './providers/fraud/sandbox-fraud.js';
import { registerDevOutbox } from './providers/messaging/dev-outbox-routes.js';
import type { OutboxMessaging } from './providers/messaging/outbox.js';
import { SandboxFeed } from './providers/odds/sandbox-feed.js';
import { SandboxOddsStore } from './providers/odds/sandbox-odds-store.js';
import { SANDBOX_PROVIDER, SandboxPsp } from './providers/payments/sandbox-psp.js';
import { registerSandboxPsp } from './providers/payments/sandbox-routes.js';
import { SANDBOX_OIDC_PATH, SandboxOidc } from './providers/sign-in/sandbox-oidc.js';
import { registerSandboxOidc } from './providers/sign-in/sandbox-oidc-routes.js';
import { DocumentFiles } from './providers/verification/document-files.js';
import { KYC_SANDBOX_PROVIDER, SandboxKyc } from './providers/verification/sandbox-kyc.js';
import { registerSandboxKyc } from './providers/verification/sandbox-kyc-routes.js';
import { SandboxKycStore } from './providers/verification/sandbox-kyc-store.js';
import type { AppCore } from './wiring/app-core.js';
import { defineModule } from './wiring/server-module.js';

/**
 * The sandbox providers, part of the composition root: they speak the real protocols (hosted pages,
 * signed webhooks, an OpenID provider) and are made and mounted only where config.ts allows them
 * (decision 0086). The modules reach them through their ports: payment and verification providers
 * by name, the fraud provider, the sign-in providers' issuers.
 */
export function createSandboxProviders(
  core: AppCore & { outbox: OutboxMessaging },
  deps: { settings: SettingsService; payments: Pick<CashierStore, 'findByReference'> },
) {
  const { config, db, clock } = core;
  const sandboxPsp = new SandboxPsp({
    ...config.paymentsSandbox,
    clock,
    lookup: async (reference) => {
      const payment = await deps.payments.findByReference(SANDBOX_PROVIDER, reference);
      if (!payment) return null;
      const methodName = await depositMethodName(deps.settings, payment.method, payment.locale);
      const { amountMinor, currency, locale, status, method } = payment;
      return { transactionId: payment.id, method, methodName, amountMinor, currency, locale, status };
    },
  });
  const kycSandbox = new SandboxKyc({
    ...config.verificationSandbox,
    clock,
    store: new SandboxKycStore(db),
    files: new DocumentFiles(path.join(config.dataDir, 'kyc-sandbox')),
  });
  const sandboxOidc = createSandboxOidc(core);
  const fraud: FraudProvider | null = config.fraudSandbox.enabled
    ? new SandboxFraud({ history: new ProviderHistoryStore(db, FRAUD_SANDBOX_PROVIDER), clock })
    : null;
  return {
    fraud,
    // Maps, so that a name from a URL (`__proto__`, say) can only find a real provider.
    paymentProviders: new Map<string, PaymentProvider>(
      config.paymentsSandbox.enabled ? [[SANDBOX_PROVIDER, sandboxPsp]] : [],
    ),
    verificationProviders: new Map<string, VerificationProvider>(
      config.verificationSandbox.enabled ? [[KYC_SANDBOX_PROVIDER, kycSandbox]] : [],
    ),
    module: defineModule({
      services: {
        /** The sandbox payment provider (its hosted page and webhooks). */
        sandboxPsp,
        /** The sandbox verification provider (its hosted page, documents and webhooks). */
        kycSandbox,
        /** The built-in sandbox OpenID provider, when on. */
        sandboxOidc,
      },
      plugins: [
        (app) => {
          if (config.paymentsSandbox.enabled) registerSandboxPsp(app, sandboxPsp);
          if (config.verificationSandbox.enabled) registerSandboxKyc(app, kycSandbox);
          if (config.devOutbox) registerDevOutbox(app, core.outbox);
          if (sandboxOidc) registerSandboxOidc(app, sandboxOidc);
        },
      ],
    }),
  };
}

/**
 * The sandbox odds provider (decision 0092): it keeps its own table and hands its signed messages to
 * the sportsbook's sink, so it is made once the sportsbook is. main.ts starts it when
 * SPORTS_FEED_SANDBOX is on; seeds and tests publish through it either way.
 */
export function createOddsSandbox(
  { config, db, clock }: AppCore,
  deps: { sportsbookFeedSink: OddsFeedSink },
) {
  const sportsbookFeed = new SandboxFeed({
    store: new SandboxOddsStore(db),
    clock,
    sink: deps.sportsbookFeedSink,
    secret: config.sportsFeed.secret,
  });
  return defineModule({ services: { sportsbookFeed } });
}

/** The sign-in providers config.ts names, the sandbox OpenID provider among them when it is on. */
export function signInProviders(config: Config) {
  return signInProvidersOf(config, `${config.publicUrl}${SANDBOX_OIDC_PATH}`);
}

function createSandboxOidc({ config, db, clock }: AppCore): SandboxOidc | null {
  const sandbox = signInProviders(config).find((p) => p.sandbox);
  if (!sandbox) return null;
  return new SandboxOidc(db, clock, {
    publicUrl: config.publicUrl,
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    redirectUri: `${config.publicUrl}${OAUTH_CALLBACK_PATH}`,
    secret: config.signIn.sandbox.secret,
    keyRotationMs: config.signIn.sandbox.keyRotationMs,
  });
}

/** A deposit method's name in a locale, as the cashier shows it; its sysname when unknown. */
async function depositMethodName(
  settings: SettingsService,
  sysname: string,
  locale: string,
): Promise<string> {
  const config = (await settings.read<DepositConfig>(DEPOSIT_CONFIG_KEY)) ?? DEFAULT_DEPOSIT_CONFIG;
  const method = config.methods.find((m) => m.sysname === sysname);
  return method ? method.name[locale === 'fr' ? 'fr' : 'en'] : sysname;
}
