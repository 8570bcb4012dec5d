import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { ContactConfirmationService } from '../account/contact-confirmation-service.js';
import type { AuthService } from '../auth/auth-service.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { SettingsService } from '../settings/settings-service.js';
import { MiniAppSignIn } from './mini-app-sign-in.js';
import { registerMiniAppTryOut } from './mini-app-try-out.js';
import { OidcClients } from './oidc-clients.js';
import { socialSignInRoutes } from './routes.js';
import type { SignInProvider } from './sign-in-providers.js';
import { SocialIdentities } from './social-identities-store.js';
import { SocialSignInService } from './social-sign-in-service.js';

/** Social sign-in with OpenID Connect (decisions 0044, 0045), and the Telegram mini-app entry. */
export function createSocialSignInModule(
  core: AppCore,
  deps: {
    providers: readonly SignInProvider[];
    auth: AuthService;
    accountStore: AccountStore;
    passwords: PasswordHasher;
    settings: SettingsService;
    contacts: ContactConfirmationService;
  },
) {
  const { db, clock, config, sessions } = core;
  /** openid-client configurations of the sign-in providers. */
  const oidcClients = new OidcClients(deps.providers, clock);
  const socialSignIn = new SocialSignInService({
    db,
    clock,
    clients: oidcClients,
    identities: new SocialIdentities(db),
    store: deps.accountStore,
    auth: deps.auth,
    passwords: deps.passwords,
    settings: deps.settings,
    contacts: deps.contacts,
    publicUrl: config.publicUrl,
  });
  const miniAppSignIn = new MiniAppSignIn({
    telegram: config.signIn.telegram,
    socialSignIn,
    auth: deps.auth,
    clock,
  });
  const telegram = config.signIn.telegram;
  return defineModule({
    services: { oidcClients, socialSignIn, miniAppSignIn },
    plugins: [
      (app) => oidcClients.attach(app),
      (app, { rateLimits }) =>
        app.register(socialSignInRoutes, { socialSignIn, sessions, config, rateLimits }),
      (app) => {
        if (telegram?.sandbox) registerMiniAppTryOut(app, telegram.botToken, clock);
      },
    ],
  });
}
