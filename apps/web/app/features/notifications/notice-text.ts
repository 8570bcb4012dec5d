import type { LocaleCode, Notice } from '@jeton/domain';
import { formatDateTime } from '../../i18n/dates.js';
import { formatMessage } from '../../i18n/format.js';
import type { Messages } from '../../i18n/messages.js';
import { formatMoney } from '../../ui/money.js';

/** A notice in the player's words, from its kind and parameters (the server stores no text). */
export function noticeText(notice: Pick<Notice, 'kind' | 'params'>, t: Messages, locale: LocaleCode): string {
  const texts = t.records.notices;
  const { amount, currency, reason } = notice.params;
  const money =
    typeof amount === 'number' && typeof currency === 'string' ? formatMoney(amount, currency, locale) : '';
  switch (notice.kind) {
    case 'deposit_credited':
    case 'withdrawal_paid':
    case 'bonus_credited':
    case 'bonus_waiting':
    case 'bonus_converted':
    case 'bonus_expired':
    case 'jackpot_won':
    case 'cashback_ready':
    case 'cashback_paid':
    case 'sports_bet_won':
    case 'sports_bet_lost':
    case 'sports_bet_void':
    case 'free_bet_void':
    case 'betting_bonus_expired':
      return formatMessage(texts[notice.kind], { amount: money }, locale);
    case 'tournament_prize_won':
      return formatMessage(
        texts.tournament_prize_won,
        { amount: money, place: String(notice.params.place ?? '') },
        locale,
      );
    case 'tournament_cancelled': {
      const title = locale === 'fr' ? notice.params.title_fr : notice.params.title_en;
      return formatMessage(texts.tournament_cancelled, { title: String(title ?? '') }, locale);
    }
    case 'second_factor_locked': {
      const until = notice.params.locked_until;
      return typeof until === 'string'
        ? formatMessage(texts.second_factor_locked, { time: formatDateTime(until, locale) }, locale)
        : texts.unknown;
    }
    case 'free_spins_granted':
      return formatMessage(texts.free_spins_granted, { count: String(notice.params.count ?? '') }, locale);
    case 'withdrawal_declined':
      return typeof reason === 'string' && reason !== ''
        ? formatMessage(texts.withdrawal_declined_reason, { amount: money, reason }, locale)
        : formatMessage(texts.withdrawal_declined, { amount: money }, locale);
    case 'verification_decided': {
      const decision = notice.params.decision;
      if (decision === 'approved') return texts.verification_approved;
      if (decision === 'resubmission') return texts.verification_resubmission;
      return typeof reason === 'string' && reason !== ''
        ? formatMessage(texts.verification_rejected_reason, { reason }, locale)
        : texts.verification_rejected;
    }
    case 'limit_changed': {
      const { kind, period, effective_at: effectiveAt } = notice.params;
      const names = texts.limitNames[kind as keyof typeof texts.limitNames] as
        | Record<string, string>
        | undefined;
      const limit = (typeof period === 'string' && names?.[period]) || null;
      if (!limit) return texts.unknown;
      return typeof effectiveAt === 'string'
        ? formatMessage(texts.limit_later, { limit, date: formatDateTime(effectiveAt, locale) }, locale)
        : formatMessage(texts.limit_now, { limit }, locale);
    }
    default:
      // A kind this build does not know yet (a newer server): still a notice, in plain words.
      return texts.unknown;
  }
}
