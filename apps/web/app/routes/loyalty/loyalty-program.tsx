import { isLoyaltyLevel } from '@jeton/domain';
import { Link } from 'react-router';
import { getLoyaltyLevel } from '../../api/loyalty.js';
import { serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { formatMultiplier, levelPath, pointsValues } from '../../features/loyalty/points.js';
import { formatMessage } from '../../i18n/format.js';
import { useI18n } from '../../i18n/hooks.js';
import { localeFromPath, localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { LoadError } from '../../ui/load-error.js';
import type { Route } from './+types/loyalty-program';
import '../../features/loyalty/loyalty.css';

// /loyalty/{sysname}: one level of the programme (bronze, silver, gold, platinum): how to reach it
// and what it earns. Another sysname is not found.

export async function loader(args: Route.LoaderArgs) {
  const { sysname } = args.params;
  if (!isLoyaltyLevel(sysname)) throw new Response('Not Found', { status: 404 });
  return { sysname, level: await settle(getLoyaltyLevel(sysname, serverCallOptions(args))) };
}

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  const locale = localeFromPath(args.location.pathname);
  const sysname = args.params.sysname;
  const name = isLoyaltyLevel(sysname) ? t.pages.loyalty.levelNames[sysname] : sysname;
  const page = t.pages.loyaltyProgram;
  return pageMeta(args, {
    title: formatMessage(page.title, { name }, locale),
    description: formatMessage(page.description, { name }, locale),
  });
}

export default function LoyaltyProgram({ loaderData }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyaltyProgram;
  const names = t.pages.loyalty.levelNames;
  const { level, sysname } = loaderData;
  return (
    <section aria-labelledby="tab-heading" className="loyalty-page loyalty-level-page" data-level={sysname}>
      <h2 id="tab-heading" className="section-heading">
        {format(page.title, { name: names[sysname] })}
      </h2>
      {level.ok ? (
        <>
          <p>{format(page.reach, pointsValues(level.data.min_points, locale))}</p>
          <p>
            {format(page.rate, {
              rate: formatMultiplier(level.data.points_per_unit, locale),
              multiplier: formatMultiplier(level.data.multiplier, locale),
            })}
          </p>
          <nav className="loyalty-level-nav" aria-label={t.pages.loyalty.levelsTitle}>
            {level.data.previous ? (
              <Link to={localizePath(levelPath(level.data.previous), locale)}>
                {format(page.previous, { name: names[level.data.previous] })}
              </Link>
            ) : null}
            <Link to={localizePath(PATHS.loyalty, locale)}>{page.back}</Link>
            {level.data.next ? (
              <Link to={localizePath(levelPath(level.data.next), locale)}>
                {format(page.next, { name: names[level.data.next] })}
              </Link>
            ) : null}
          </nav>
        </>
      ) : (
        <LoadError text={t.pages.loyalty.loadError} retryLabel={t.pages.loyalty.retry} />
      )}
    </section>
  );
}
