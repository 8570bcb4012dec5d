import { AppError, type LocaleCode, type UnsubscribeAnswer } from '@jeton/domain';
import type { UserRow } from '../../sessions/session-service.js';
import type { MarketingMessaging } from '../messaging/marketing.js';
import { newsletterWelcomeEmail, newsletterWelcomeSms } from '../messaging/templates.js';
import type { UnsubscribeLinks } from '../messaging/unsubscribe-links.js';
import type { AccountStore } from './account-store.js';
import type { Contact } from './contact-confirmation-service.js';

const MESSAGES = {
  en: {
    notYours: 'This is not one of your contacts',
    unconfirmed: 'Confirm this contact before subscribing it',
  },
  fr: {
    notYours: "Ce contact n'est pas le vôtre",
    unconfirmed: "Confirmez ce contact avant de l'abonner",
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

/**
 * The newsletter subscription of each contact (spec section 4): the player turns it on or off
 * from the profile, or off from the signed link of any marketing message, without logging in.
 */
export class SubscriptionService {
  constructor(
    private readonly deps: {
      store: AccountStore;
      marketing: MarketingMessaging;
      links: UnsubscribeLinks;
    },
  ) {}

  /**
   * Subscribes (on) or unsubscribes (off) one of the player's own contacts. Only a confirmed
   * contact is subscribed, so that nobody is mailed offers they never asked for; a new subscriber
   * gets the newsletter's welcome (a marketing message, with its unsubscribe link).
   */
  async change(user: UserRow, contact: Contact, on: boolean, locale: LocaleCode): Promise<void> {
    const isEmail = contact.channel === 'email';
    if ((isEmail ? user.email : user.phone) !== contact.value) {
      throw AppError.invalidParameters({ contact: MESSAGES[locale].notYours }, 'This is not your contact');
    }
    const current = isEmail ? user.emailSubscribed : user.phoneSubscribed;
    if (current === on) return;
    if (on && !(isEmail ? user.emailConfirmed : user.phoneConfirmed)) {
      throw new AppError('UserNeedConfirmContactException', MESSAGES[locale].unconfirmed, {
        code: 'CONTACT_UNCONFIRMED',
        data: { contact: contact.channel },
      });
    }
    await this.deps.store.update(user.id, isEmail ? { emailSubscribed: on } : { phoneSubscribed: on });
    if (!on) return;
    const playerLocale: LocaleCode = user.locale === 'fr' ? 'fr' : user.locale === 'en' ? 'en' : locale;
    await this.deps.marketing.send({
      userId: user.id,
      channel: contact.channel,
      contact: contact.value,
      template: 'newsletter_welcome',
      locale: playerLocale,
      ...(isEmail ? newsletterWelcomeEmail(playerLocale) : newsletterWelcomeSms(playerLocale)),
    });
  }

  /**
   * Unsubscribes the contact a signed link names. Idempotent: a second click answers that it was
   * already done. A link that was not signed by us, names no player, or names a contact the player
   * no longer has gets one answer; an old link gets another, so the page can say which.
   */
  async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
    const { links, store } = this.deps;
    const claim = links.parse(token);
    const user = claim ? await store.findById(claim.userId) : undefined;
    const contact = user && claim ? (claim.channel === 'email' ? user.email : user.phone) : null;
    if (!claim || !contact || !(await links.isSignedFor(claim, contact))) {
      throw new AppError('InvalidParameterException', 'This unsubscribe link is not valid', {
        code: 'UNSUBSCRIBE_LINK_INVALID',
      });
    }
    if (links.isExpired(claim)) {
      throw new AppError('InvalidParameterException', 'This unsubscribe link has expired', {
        code: 'UNSUBSCRIBE_LINK_EXPIRED',
      });
    }
    const isEmail = claim.channel === 'email';
    if (!(isEmail ? user!.emailSubscribed : user!.phoneSubscribed)) {
      return { status: 'already_unsubscribed', channel: claim.channel };
    }
    await store.update(claim.userId, isEmail ? { emailSubscribed: false } : { phoneSubscribed: false });
    return { status: 'unsubscribed', channel: claim.channel };
  }
}
