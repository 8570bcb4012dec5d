import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service.js';
import type { RecoveryCodeService } from '../security/recovery-code-service.js';
import { AuthService } from './auth-service.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './passwords.js';
import { RegistrationCodes } from './registration-codes.js';
import { authApi } from './routes.js';
import { SecondFactorLockout } from './second-factor-lockout.js';
import { TrustedDevices } from './trusted-devices.js';
import { TwoFactorService } from './two-factor-service.js';

/** Registration, log-in with the second factor, log-out and password restore. */
export function createAuthModule(
  core: AppCore,
  deps: {
    accountStore: AccountStore;
    recoveryCodes: RecoveryCodeService;
    notifications: NotificationsService;
    responsibleGaming: ResponsibleGamingService;
  },
) {
  const { db, clock, config, sessions } = core;
  const { accountStore, notifications } = deps;
  const passwords = new PasswordHasher(config.argon2);
  const loginThrottle = new LoginThrottle(db, clock);
  const trustedDevices = new TrustedDevices(db, clock, accountStore);
  const registrationCodes = new RegistrationCodes(db);
  /** Wrong second-factor codes per operator and per player, from anywhere (decision 0084). */
  const secondFactorLockout = new SecondFactorLockout(db, clock);
  const twoFactor = new TwoFactorService({
    db,
    store: accountStore,
    clock,
    recoveryCodes: deps.recoveryCodes,
    lockout: secondFactorLockout,
    notifications,
  });
  const auth = new AuthService({
    db,
    store: accountStore,
    passwords,
    sessions,
    throttle: loginThrottle,
    devices: trustedDevices,
    registrationCodes,
    twoFactor,
    messaging: core.outbox,
    clock,
    publicUrl: config.publicUrl,
    responsibleGaming: deps.responsibleGaming,
  });
  return defineModule({
    services: {
      passwords,
      loginThrottle,
      secondFactorLockout,
      trustedDevices,
      registrationCodes,
      twoFactor,
      auth,
    },
    api: [authApi],
    housekeeping: [
      { name: 'log-in throttles', run: () => loginThrottle.deleteStale() },
      { name: 'trusted devices', run: () => trustedDevices.deleteStale() },
      { name: 'registration codes', run: () => registrationCodes.deleteStale(clock.now()) },
    ],
  });
}
