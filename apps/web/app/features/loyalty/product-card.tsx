import type { LoyaltyProductItem } from '../../api/loyalty.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { pointsValues } from './points.js';

/** Why a product cannot be bought now, whatever the player's points. */
export function unavailableReason(product: LoyaltyProductItem): 'soldOut' | 'limitReached' | null {
  if (product.stock_left !== null && product.stock_left <= 0) return 'soldOut';
  if (product.per_player_limit !== null && product.bought >= product.per_player_limit) return 'limitReached';
  return null;
}

/** One product of the shop: what it grants, its price and the way to buy it. */
export function ProductCard({
  product,
  onBuy,
  canBuy,
}: {
  product: LoyaltyProductItem;
  onBuy: (product: LoyaltyProductItem) => void;
  /** False for a guest: the button asks them to log in. */
  canBuy: boolean;
}) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyaltyShop;
  const reason = unavailableReason(product);
  const headingId = `product-${product.id}`;
  return (
    <li className="loyalty-product" aria-labelledby={headingId}>
      {product.game.image_url ? (
        <img className="loyalty-product-image" src={product.game.image_url} alt="" width={288} height={192} />
      ) : null}
      <div className="loyalty-product-body">
        <h3 id={headingId}>{product.name}</h3>
        {product.description ? <p>{product.description}</p> : null}
        <p>
          {format(page.spins, {
            count: product.spins,
            stake: formatMoney(product.stake.amount, product.stake.currency, locale),
            game: product.game.name,
          })}
        </p>
        <p className="loyalty-product-note">{format(page.valid, { days: product.valid_days })}</p>
        {product.per_player_limit !== null ? (
          <p className="loyalty-product-note">
            {format(page.limit, { count: product.per_player_limit, bought: product.bought })}
          </p>
        ) : null}
        {product.stock_left !== null && product.stock_left > 0 ? (
          <p className="loyalty-product-note">{format(page.stock, { count: product.stock_left })}</p>
        ) : null}
      </div>
      <div className="loyalty-product-buy">
        <strong className="loyalty-product-price">
          {format(page.price, pointsValues(product.price, locale))}
        </strong>
        <button
          type="button"
          className="button button-primary"
          disabled={reason !== null}
          aria-label={canBuy && reason === null ? format(page.buyName, { name: product.name }) : undefined}
          onClick={() => onBuy(product)}
        >
          {reason ? page[reason] : canBuy ? page.buy : page.loginToBuy}
        </button>
      </div>
    </li>
  );
}
