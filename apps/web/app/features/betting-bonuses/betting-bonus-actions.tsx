import { formatAmount } from '@jeton/domain';
import { Link } from 'react-router';
import {
  activateBettingBonus,
  type PlayerBettingBonus,
  removeBettingBonus,
} from '../../api/betting-bonuses.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { formatMoney } from '../../ui/money.js';
import { ConfirmedMoneyButton } from '../cashier/confirmed-money-button.js';
import { useMoneyAction } from '../cashier/use-money-action.js';

const KNOWN_REFUSALS = [
  'BETTING_BONUS_IN_USE',
  'BETTING_BONUS_IN_BET',
  'BETTING_BONUS_ENDED',
  'BETTING_BONUS_EXPIRED',
] as const;

/**
 * A free bet's actions, each asked first (money moves): activate an available one (when no other is
 * in use), then the "betting bonus activated" popup; remove an available or active one; bet with an
 * active one. After a change, the page and the header's balances re-read.
 */
export function BettingBonusActions({
  bonus,
  canActivate,
}: {
  bonus: PlayerBettingBonus;
  canActivate: boolean;
}) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.bettingBonuses;
  const { busy, act } = useMoneyAction((code) => {
    const known = KNOWN_REFUSALS.find((refusal) => refusal === code);
    return known ? texts.errors[known] : texts.errors.generic;
  });
  const amount = formatMoney(bonus.amount.amount, bonus.amount.currency, locale);
  const odds = formatAmount(bonus.min_odds, locale, 2);

  const activate = async () => {
    const activated = await activateBettingBonus(bonus.id, { locale });
    openDialog('bettingBonusActivated', { props: { bonus: activated } });
  };

  return (
    <>
      {bonus.status === 'available' && canActivate ? (
        <ConfirmedMoneyButton
          label={texts.activate}
          primary
          busy={busy}
          confirm={{
            title: texts.activateTitle,
            text: format(texts.activateText, {
              amount,
              odds,
              date: formatDateTime(bonus.expires_at, locale),
            }),
            yes: texts.activate,
            no: texts.keep,
            onConfirm: () => void act(activate, texts.activated),
          }}
        />
      ) : null}
      {bonus.status === 'active' ? (
        <Link className="button button-primary" to={localizePath(PATHS.betting, locale)}>
          {texts.bet}
        </Link>
      ) : null}
      <ConfirmedMoneyButton
        label={texts.remove}
        busy={busy}
        confirm={{
          title: texts.removeTitle,
          text: format(texts.removeText, { amount }),
          yes: texts.remove,
          no: texts.keep,
          onConfirm: () => void act(() => removeBettingBonus(bonus.id, { locale }), texts.removed),
        }}
      />
    </>
  );
}
