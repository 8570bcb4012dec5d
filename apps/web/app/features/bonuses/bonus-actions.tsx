import { activateBonus, type PlayerBonus, removeBonus } from '../../api/bonuses.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { ConfirmedMoneyButton } from '../cashier/confirmed-money-button.js';
import { useMoneyAction } from '../cashier/use-money-action.js';

/**
 * A bonus's actions, each asked first (money moves): activate an available one (when none runs),
 * remove an available or active one. After either, the page and the header's balances re-read.
 */
export function BonusActions({ bonus, canActivate }: { bonus: PlayerBonus; canActivate: boolean }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.bonuses;
  const { busy, act } = useMoneyAction((code) =>
    code === 'BONUS_ALREADY_ACTIVE' || code === 'BONUS_ENDED' ? texts.errors[code] : texts.errors.generic,
  );
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);

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
              amount: money(bonus.amount),
              required: money(bonus.wager.required),
              days: bonus.valid_days,
            }),
            yes: texts.activate,
            no: texts.keep,
            onConfirm: () => void act(() => activateBonus(bonus.id, { locale }), texts.activated),
          }}
        />
      ) : null}
      <ConfirmedMoneyButton
        label={texts.remove}
        busy={busy}
        confirm={{
          title: texts.removeTitle,
          text: bonus.status === 'active' ? texts.removeActiveText : texts.removeAvailableText,
          yes: texts.remove,
          no: texts.keep,
          onConfirm: () => void act(() => removeBonus(bonus.id, { locale }), texts.removed),
        }}
      />
    </>
  );
}
