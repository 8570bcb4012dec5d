import { AppError } from '@jeton/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buyLoyaltyProduct, type LoyaltyProductItem } from '../../api/loyalty.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Modal } from '../../ui/dialog/modal.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { formatPoints, pointsValues } from './points.js';

/**
 * The shop's popups (spec "loyalty shop confirm, buy and insufficient funds"): a confirmation that
 * names the price and the points, the purchase, and the refusal when the points do not cover it
 * (decided here from the points shown, and again by the server's NOT_ENOUGH_POINTS).
 */
export function BuyDialog({
  product,
  points,
  onClose,
  onBought,
}: {
  product: LoyaltyProductItem;
  points: number;
  onClose: () => void;
  onBought: () => void;
}) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyaltyShop;
  const [short, setShort] = useState(points < product.price);
  const [known, setKnown] = useState(points);
  const [buying, setBuying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per dialog: a retried call is the same purchase.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const price = format(page.price, pointsValues(product.price, locale));

  if (short) {
    return (
      <Modal
        key="short"
        title={page.insufficientTitle}
        onRequestClose={onClose}
        size="small"
        role="alertdialog"
      >
        <div className="loyalty-confirm">
          <p>
            {format(page.insufficientText, {
              name: product.name,
              price,
              ...pointsValues(known, locale),
              missing: formatPoints(Math.max(0, product.price - known), locale),
            })}
          </p>
          <div className="loyalty-actions">
            <button type="button" className="button button-secondary" onClick={onClose} data-autofocus>
              {page.close}
            </button>
            <Link
              className="button button-primary"
              to={localizePath(PATHS.game(product.game.sysname), locale)}
            >
              {page.play}
            </Link>
          </div>
        </div>
      </Modal>
    );
  }

  const buy = async () => {
    setBuying(true);
    setError(null);
    try {
      await buyLoyaltyProduct(product.id, { locale, idempotencyKey });
      showToast({
        text: format(page.bought, { name: product.name, count: product.spins, game: product.game.name }),
        type: 'success',
      });
      onBought();
    } catch (caught) {
      if (caught instanceof AppError && caught.code === 'NOT_ENOUGH_POINTS') {
        setKnown(Number(caught.data?.points ?? known));
        setShort(true);
        return;
      }
      setError(format(page.failed, { message: caught instanceof Error ? caught.message : String(caught) }));
      setBuying(false);
    }
  };

  return (
    <Modal
      key="confirm"
      title={format(page.confirmTitle, { name: product.name })}
      onRequestClose={onClose}
      size="small"
    >
      <div className="loyalty-confirm">
        <p>{format(page.confirmText, { price, ...pointsValues(points, locale) })}</p>
        {error ? (
          <p role="alert" className="loyalty-error">
            {error}
          </p>
        ) : null}
        <div className="loyalty-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t.pages.loyalty.cancel}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={buying}
            onClick={() => void buy()}
            data-autofocus
          >
            {page.buy}
          </button>
        </div>
      </div>
    </Modal>
  );
}
