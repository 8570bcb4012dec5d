import { bigint, bigserial, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * A player's identity at a sign-in provider (an OpenID provider's subject, or a Telegram user id):
 * one provider identity belongs to one player; a player may have several.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's name in this site's configuration: sandbox, google, telegram… */
    provider: text('provider').notNull(),
    /** The provider's stable id of the person (OpenID `sub`, Telegram user id). */
    subject: text('subject').notNull(),
    /** The email the provider vouched for when linked, for the operator's eyes only. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('social_identities_provider_subject').on(t.provider, t.subject), index().on(t.userId)],
);

/**
 * A sign-in started at /oauth/init: the PKCE verifier, state and nonce that the callback must match.
 * Kept as the state's SHA-256 and spent once, so a replayed or forged callback finds nothing.
 */
export const oauthSignIns = pgTable('oauth_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** The opener's page, where a popup without opener lands. */
  redirectUrl: text('redirect_url').notNull(),
  /** The spec's type_auth: login or registration. */
  typeAuth: text('type_auth').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A provider identity whose email belongs to an existing account: it is linked only once the
 * account's password is given (no takeover by a matching email alone). The token's SHA-256 is kept.
 */
export const socialLinkRequests = pgTable('social_link_requests', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  redirectUrl: text('redirect_url').notNull(),
  locale: text('locale').notNull(),
  /** Wrong passwords given; past the bound the request is void. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Codes issued by the built-in sandbox OpenID provider, redeemed once at its token endpoint. */
export const sandboxOidcCodes = pgTable('sandbox_oidc_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Who names these tables in SQL (decision 0091). */
export const socialSignInOwners = tableOwners(
  ownedBy('modules/social-sign-in', [oauthSignIns, socialIdentities, socialLinkRequests]),
  ownedBy('providers/sign-in', [sandboxOidcCodes]),
);
