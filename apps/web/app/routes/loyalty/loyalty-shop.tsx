import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { LoyaltyProductItem } from '../../api/loyalty.js';
import { loadShop } from '../../features/loyalty/loyalty-loader.js';
import { pointsValues } from '../../features/loyalty/points.js';
import { ProductCard } from '../../features/loyalty/product-card.js';
import { BuyDialog } from '../../features/loyalty/shop-dialogs.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import type { Route } from './+types/loyalty-shop';
import '../../features/loyalty/loyalty.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.loyaltyShop);
}

export function loader(args: Route.LoaderArgs) {
  return loadShop(args);
}

/** /loyalty/shop: the products, bought with points through a confirmation. */
export default function LoyaltyShop({ loaderData }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyaltyShop;
  const revalidator = useRevalidator();
  const [buying, setBuying] = useState<LoyaltyProductItem | null>(null);
  const { products, info } = loaderData;
  const points = info?.ok ? info.data.points : null;
  const onBuy = (product: LoyaltyProductItem) => {
    if (info === null) openDialog('authorization');
    else setBuying(product);
  };
  return (
    <section aria-labelledby="tab-heading" className="loyalty-page">
      <div className="loyalty-shop-bar">
        <h2 id="tab-heading" className="section-heading">
          {page.title}
        </h2>
        {points !== null ? (
          <p className="loyalty-shop-balance" aria-live="polite" data-testid="shop-points">
            {format(page.balance, pointsValues(points, locale))}
          </p>
        ) : null}
      </div>
      {info !== null && !info.ok ? (
        <LoadError text={t.pages.loyalty.loadError} retryLabel={t.pages.loyalty.retry} />
      ) : null}
      {!products.ok ? (
        <LoadError text={t.pages.loyalty.loadError} retryLabel={t.pages.loyalty.retry} />
      ) : products.data.items.length === 0 ? (
        <EmptyState text={page.empty} icon="gift" />
      ) : (
        <ul className="loyalty-products">
          {products.data.items.map((product) => (
            <ProductCard key={product.id} product={product} canBuy={info !== null} onBuy={onBuy} />
          ))}
        </ul>
      )}
      {buying && points !== null ? (
        <BuyDialog
          product={buying}
          points={points}
          onClose={() => setBuying(null)}
          onBought={() => {
            setBuying(null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}
