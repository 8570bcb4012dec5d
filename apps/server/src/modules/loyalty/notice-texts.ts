import type { LocaleCode, LoyaltyNotification } from '@jeton/domain';

// The words of a loyalty notice (spec "Loyalty notification": title and message), in the player's
// locale when they fetch it. The stored notice keeps only its trigger and parameters.

const LEVEL_NAMES: Record<LocaleCode, Record<string, string>> = {
  en: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' },
  fr: { bronze: 'Bronze', silver: 'Argent', gold: 'Or', platinum: 'Platine' },
};

export function levelName(sysname: string, locale: LocaleCode): string {
  return LEVEL_NAMES[locale][sysname] ?? sysname;
}

export function noticeOf(
  notice: { id: number; trigger: 'level' | 'product'; params: Record<string, unknown> },
  locale: LocaleCode,
): LoyaltyNotification {
  const fr = locale === 'fr';
  if (notice.trigger === 'level') {
    const level = levelName(String(notice.params.level), locale);
    const multiplier = Number(notice.params.multiplier ?? 1);
    return {
      id: notice.id,
      trigger: 'level',
      type: 'credit',
      title: fr ? `Niveau ${level} atteint` : `${level} level reached`,
      message: fr
        ? `Vos mises rapportent désormais ${multiplier.toLocaleString('fr')} × les points.`
        : `Your stakes now earn ${multiplier.toLocaleString('en')} × the points.`,
      amount: multiplier,
      amountType: 'points',
      image: `/loyalty/levels/${String(notice.params.level)}.svg`,
    };
  }
  const spins = Number(notice.params.spins ?? 0);
  const name = String(notice.params.name ?? '');
  return {
    id: notice.id,
    trigger: 'product',
    type: 'credit',
    title: fr ? 'Achat effectué' : 'Purchase made',
    message: fr
      ? `${name} : ${spins} tours gratuits vous attendent.`
      : `${name}: ${spins} free spins are waiting for you.`,
    amount: spins,
    amountType: 'spins',
    image: '',
  };
}
