import { formatAmount } from '@jeton/domain';
import type { ActivatedOffer } from '../../api/promo-codes.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { formatMoney } from '../../ui/money.js';
import './promo-codes.css';

type Grant = ActivatedOffer['granted'][number];

function grantKey(grant: Grant): string {
  if (grant.type === 'free_spins') return `spins-${grant.game}`;
  return grant.type === 'betting_bonus' ? `free-bet-${grant.amount.amount}` : `bonus-${grant.wager}`;
}

/**
 * The "promo-code activated" popup (spec section 4): the offer and what the code granted. It opens
 * on any page (after a registration, say), so it loads its texts' section itself.
 */
export default function PromoCodeActivatedDialog({ entry, finish }: DialogComponentProps) {
  useSections('pages');
  const { t, format, locale } = useI18n();
  const texts = t.pages.bonuses.promoCode;
  const activated = entry.options.props?.activated as ActivatedOffer;
  const grantText = (grant: Grant) => {
    if (grant.type === 'free_spins') return format(texts.grantedFreeSpins, { count: grant.count });
    const amount = formatMoney(grant.amount.amount, grant.amount.currency, locale);
    return grant.type === 'betting_bonus'
      ? format(texts.grantedBettingBonus, { amount, odds: formatAmount(grant.min_odds, locale, 2) })
      : format(texts.grantedBonus, { amount, wager: grant.wager });
  };
  return (
    <Modal title={texts.activatedTitle} subtitle={activated.description.title} onRequestClose={finish}>
      <div className="promo-code-activated">
        <p>{format(texts.activatedText, { code: activated.promo_code })}</p>
        {activated.granted.length === 0 ? (
          <p>{texts.grantedNothing}</p>
        ) : (
          <ul className="promo-code-grants">
            {activated.granted.map((grant) => (
              <li key={grantKey(grant)}>{grantText(grant)}</li>
            ))}
          </ul>
        )}
        {activated.description.text ? (
          <p className="promo-code-offer-text">{activated.description.text}</p>
        ) : null}
        <button type="button" className="button button-primary" onClick={finish}>
          {texts.close}
        </button>
      </div>
    </Modal>
  );
}
