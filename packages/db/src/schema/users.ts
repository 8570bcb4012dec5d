import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';

/** A player: identity, credentials, contacts and account flags. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The normalised login: a lower-case email or a phone number's digits. */
    login: text('login').notNull().unique(),
    email: text('email').unique(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    emailSubscribed: boolean('email_subscribed').notNull().default(false),
    phone: text('phone').unique(),
    phoneCountryCode: text('phone_country_code').notNull().default(''),
    phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
    phoneSubscribed: boolean('phone_subscribed').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    currency: char('currency', { length: 3 }).notNull(),
    fakename: text('fakename').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    countryCode: text('country_code').notNull().default(''),
    /** active, banned or deleted. */
    status: text('status').notNull().default('active'),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so that a code is accepted once. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    isOnVerification: boolean('is_on_verification').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isKycBlockEnabled: boolean('is_kyc_block_enabled').notNull().default(false),
    isRegistrationCompleted: boolean('is_registration_completed').notNull().default(true),
    registrationPromoCode: text('registration_promo_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    // The back office's player search (decision 0034): prefixes of the email and phone, any case,
    // and lists filtered by status in id or creation order.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
    index('users_status_id_idx').on(t.status, t.id),
    index('users_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/** Personal data of the profile page (spec section 3, profile fields). */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    sex: integer('sex').notNull().default(0),
    /** dd.mm.yyyy as entered; empty when unknown. */
    birthDate: text('birth_date').notNull().default(''),
    documentType: text('document_type').notNull().default(''),
    documentNumber: text('document_number').notNull().default(''),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    homeTown: text('home_town').notNull().default(''),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // The back office's search by the start of a name, any case (decision 0034).
    index('user_profiles_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('user_profiles_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const usersOwners = tableOwners(
  // The session look-up reads the player with the session in one statement on every API call
  // (sessions/lookup-statements.ts, decision 0011): the one reader besides the account module.
  ownedBy('modules/account', [userProfiles, users], ['sessions']),
);
