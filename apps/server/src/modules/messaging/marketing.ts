import type { LocaleCode } from '@jeton/domain';
import type { MessagingProvider } from '../../ports/messaging-provider.js';
import { unsubscribeFooter } from './templates.js';
import type { SubscribedChannel, UnsubscribeLinks } from './unsubscribe-links.js';

export interface MarketingMessage {
  userId: number;
  channel: SubscribedChannel;
  /** The contact's normalised value: a lower-case email, or a phone number's digits. */
  contact: string;
  template: string;
  locale: LocaleCode;
  subject: string;
  body: string;
}

/**
 * The one way out for marketing messages: each leaves with its signed unsubscribe link appended,
 * so no newsletter or offer can be sent without one.
 */
export class MarketingMessaging {
  constructor(
    private readonly messaging: MessagingProvider,
    private readonly links: UnsubscribeLinks,
  ) {}

  async send(message: MarketingMessage): Promise<void> {
    const link = await this.links.linkFor(message.userId, message.channel, message.contact, message.locale);
    const channel = message.channel === 'email' ? 'email' : 'sms';
    await this.messaging.send({
      channel,
      recipient: message.channel === 'email' ? message.contact : `+${message.contact}`,
      template: message.template,
      locale: message.locale,
      subject: message.subject,
      body: message.body + unsubscribeFooter(message.locale, channel, link),
    });
  }
}
