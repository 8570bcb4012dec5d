import type { LocaleCode, NotificationKind } from '@jeton/domain';

// What a push notification says: the notice's subject in the player's locale. The full wording,
// with amounts and reasons, is on the notices page the notification opens.

const TITLES: Record<LocaleCode, Record<NotificationKind, string>> = {
  en: {
    deposit_credited: 'Your deposit is credited',
    withdrawal_paid: 'Your withdrawal is paid',
    withdrawal_declined: 'Your withdrawal was declined',
    verification_decided: 'Your identity verification has a decision',
    limit_changed: 'One of your limits changed',
    bonus_credited: 'Your bonus is credited',
    bonus_waiting: 'Your new bonus is waiting',
    bonus_converted: 'Your bonus is now real money',
    bonus_expired: 'Your bonus has expired',
    free_spins_granted: 'You have free spins',
    jackpot_won: 'You won a jackpot!',
    loyalty_level_reached: 'You reached a new loyalty level',
    tournament_prize_won: 'You won a tournament prize!',
    tournament_cancelled: 'A tournament you joined was cancelled',
    cashback_ready: 'Your cashback is ready to claim',
    cashback_paid: 'Your cashback is on your balance',
    sports_bet_won: 'Your bet won!',
    sports_bet_lost: 'Your bet lost',
    sports_bet_void: 'Your bet was void: the stake is back on your balance',
    free_bet_void: 'Your free bet was void: it is back, ready to place again',
    betting_bonus_expired: 'Your betting bonus has expired',
    second_factor_locked: 'Wrong codes were tried on your account',
  },
  fr: {
    deposit_credited: 'Votre dépôt est crédité',
    withdrawal_paid: 'Votre retrait est payé',
    withdrawal_declined: 'Votre retrait a été refusé',
    verification_decided: 'La vérification de votre identité a une décision',
    limit_changed: "L'une de vos limites a changé",
    bonus_credited: 'Votre bonus est crédité',
    bonus_waiting: 'Votre nouveau bonus vous attend',
    bonus_converted: 'Votre bonus est devenu de l’argent réel',
    bonus_expired: 'Votre bonus a expiré',
    free_spins_granted: 'Vous avez des tours gratuits',
    jackpot_won: 'Vous avez gagné un jackpot !',
    loyalty_level_reached: 'Vous avez atteint un nouveau niveau de fidélité',
    tournament_prize_won: 'Vous avez gagné un prix de tournoi !',
    tournament_cancelled: 'Un tournoi auquel vous participiez a été annulé',
    cashback_ready: 'Votre cashback est prêt à être réclamé',
    cashback_paid: 'Votre cashback est sur votre solde',
    sports_bet_won: 'Votre pari est gagnant !',
    sports_bet_lost: 'Votre pari est perdant',
    sports_bet_void: 'Votre pari est annulé : la mise est de retour sur votre solde',
    free_bet_void: 'Votre pari gratuit est annulé : il est de retour, prêt à être rejoué',
    betting_bonus_expired: 'Votre bonus paris a expiré',
    second_factor_locked: 'Des codes erronés ont été essayés sur votre compte',
  },
};

const BODY: Record<LocaleCode, string> = {
  en: 'Open your notices to read it.',
  fr: 'Ouvrez vos avis pour le lire.',
};

export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
  /** Notices of one kind replace each other on the lock screen. */
  tag: string;
}

export function pushMessageOf(kind: string, locale: LocaleCode): PushMessage {
  const titles = TITLES[locale];
  return {
    title: titles[kind as NotificationKind] ?? (locale === 'fr' ? 'Nouvel avis' : 'New notice'),
    body: BODY[locale],
    url: locale === 'fr' ? '/fr/profile/notification' : '/profile/notification',
    tag: `notice-${kind}`,
  };
}
