import type { Database, Executor } from '@jeton/db';
import { type AccountInfo, AppError, type Balances, guestAccountInfo, type LocaleCode } from '@jeton/domain';
import { holdsMoney, playerBalances } from '../../ledger/index.js';
import type { ActiveSession, UserRow } from '../../sessions/session-service.js';
import { presentAccountInfo, presentBalances } from './account-presenter.js';
import type { AccountStore, ProfileChanges } from './account-store.js';
import type { ProfileInput } from './profile-fields.js';
import { type ProfileSection, presentProfile } from './profile-presenter.js';

/** users.status: a banned player cannot log in or play; a deleted account is closed for good. */
export type AccountStatus = 'active' | 'banned' | 'deleted';

/** The player's own account: info, balances, settings and personal data. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly store: AccountStore,
  ) {}

  /** The caller's account info; the balances came with the session. */
  info(session: ActiveSession | null, locale: LocaleCode, defaultCurrency: string): AccountInfo {
    if (!session) return guestAccountInfo(locale, defaultCurrency);
    return presentAccountInfo(session.user, session.balances);
  }

  /** Account info of a player who has just logged in or registered (no resolved session yet). */
  async infoOf(user: UserRow): Promise<AccountInfo> {
    return presentAccountInfo(user, await playerBalances(this.db, user.id, user.currency));
  }

  balances(session: ActiveSession): Balances {
    return presentBalances(session.balances, session.user.currency);
  }

  async changeFakename(userId: number, fakename: string): Promise<void> {
    await this.store.update(userId, { fakename });
  }

  async changeLocale(userId: number, locale: LocaleCode): Promise<void> {
    await this.store.update(userId, { locale });
  }

  /**
   * The operator blocks, unblocks or closes an account. A closed (deleted) account stays closed.
   * Sessions are kept: the player's next call answers UserBannedException or UserDeletedException,
   * which shows the user-blocked or forbidden page. Answers the status now held, or null when there
   * is no such player.
   */
  async setStatus(
    userId: number,
    status: AccountStatus,
    executor: Executor = this.db,
  ): Promise<AccountStatus | null> {
    if (await this.store.setStatusUnlessClosed(userId, status, executor)) return status;
    // Nothing changed: no such player, or the account is closed.
    const user = await this.store.findById(userId, executor);
    return user ? (user.status as AccountStatus) : null;
  }

  /**
   * The account currency can change only while no money is held in it: balances live per
   * currency, and a switch must never hide money from the player.
   */
  async setCurrency(user: UserRow, currency: string): Promise<void> {
    if (currency === user.currency) return;
    if (await holdsMoney(this.db, user.id)) {
      throw new AppError(
        'InvalidRequestException',
        'The currency cannot change while your balance is not zero',
        {
          code: 'CURRENCY_LOCKED',
        },
      );
    }
    await this.store.update(user.id, { currency });
  }

  /**
   * The social registration (spec section 4): a player made by a social sign-in or the mini app
   * chooses the currency and accepts the terms (the caller checked the box), once. The flag is
   * turned in the same statement that checks it, so two submissions cannot both complete it. Answers
   * the registration offers the account was granted at its creation, taken from its notices in the
   * same transaction, so they are answered once (decision 0081).
   */
  async completeRegistration(user: UserRow, currency: string): Promise<number[]> {
    if (user.isRegistrationCompleted) throw registrationAlreadyCompleted();
    if (currency !== user.currency && (await holdsMoney(this.db, user.id))) {
      throw new AppError(
        'InvalidRequestException',
        'The currency cannot change while your balance is not zero',
        {
          code: 'CURRENCY_LOCKED',
        },
      );
    }
    const told = await this.store.completeRegistration(user.id, currency);
    if (told === null) throw registrationAlreadyCompleted();
    return told;
  }

  async profile(user: UserRow, sections: readonly ProfileSection[]) {
    return presentProfile(user, await this.store.profile(user.id), sections);
  }

  async saveProfile(userId: number, input: ProfileInput): Promise<void> {
    const { country_code: countryCode, ...fields } = input;
    const changes: ProfileChanges = {
      firstName: fields.first_name,
      lastName: fields.last_name,
      sex: fields.sex,
      birthDate: fields.birth_date,
      documentType: fields.document_type,
      documentNumber: fields.document_number,
      country: fields.country,
      region: fields.region,
      homeTown: fields.home_town,
      address: fields.address,
      postcode: fields.postcode,
    };
    // Drizzle would write undefined as no change, but an empty update is refused: drop them first.
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, v]) => v !== undefined),
    ) as ProfileChanges;
    await this.db.transaction(async (tx) => {
      if (Object.keys(defined).length > 0) await this.store.saveProfile(userId, defined, tx);
      if (countryCode !== undefined) await this.store.update(userId, { countryCode }, tx);
    });
  }

  async currencyRates() {
    const items = await this.store.currencyRates();
    return { items, total: items.length };
  }
}

function registrationAlreadyCompleted(): AppError {
  return new AppError('InvalidRequestException', 'Your registration is already complete', {
    code: 'REGISTRATION_ALREADY_COMPLETED',
  });
}
