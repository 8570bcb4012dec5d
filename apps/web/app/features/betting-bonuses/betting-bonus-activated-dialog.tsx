import { formatAmount } from '@jeton/domain';
import { useNavigate } from 'react-router';
import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { formatMoney } from '../../ui/money.js';

/** The "betting bonus activated" popup (spec section 2): the free bet is ready, and where to place it. */
export default function BettingBonusActivatedDialog({ entry, finish }: DialogComponentProps) {
  const { t, format, locale } = useI18n();
  const navigate = useNavigate();
  const texts = t.pages.bettingBonuses;
  const bonus = entry.options.props?.bonus as PlayerBettingBonus;
  return (
    <Modal title={texts.activatedTitle} subtitle={bonus.title} onRequestClose={finish}>
      <div className="promo-code-activated">
        <p>
          {format(texts.activatedText, {
            amount: formatMoney(bonus.amount.amount, bonus.amount.currency, locale),
            odds: formatAmount(bonus.min_odds, locale, 2),
          })}
        </p>
        <div className="betting-bonus-activated-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              finish();
              void navigate(localizePath(PATHS.betting, locale));
            }}
          >
            {texts.toBetting}
          </button>
          <button type="button" className="button button-secondary" onClick={finish}>
            {texts.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}
