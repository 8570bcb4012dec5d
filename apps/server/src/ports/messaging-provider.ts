import type { LocaleCode } from '@jeton/domain';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  /** Which template made it, e.g. `password_restore`; tests and operators filter on it. */
  template: string;
  locale: LocaleCode;
  subject: string;
  body: string;
}

/** Email and SMS to players. Real gateways plug in here; the default keeps an outbox. */
export interface MessagingProvider {
  send(message: OutgoingMessage): Promise<void>;
}
