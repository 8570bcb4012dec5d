import type { LoyaltyLevelSysname } from '@jeton/domain';
import { Link } from 'react-router';
import type { LoyaltyLevels } from '../../api/loyalty.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { formatMultiplier, levelPath, pointsValues } from './points.js';

/** The programme's levels, lowest first; the player's own is marked. */
export function LevelLadder({
  levels,
  current,
}: {
  levels: LoyaltyLevels['items'];
  current: LoyaltyLevelSysname | null;
}) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyalty;
  return (
    <ol className="loyalty-levels">
      {levels.map((level) => {
        const name = page.levelNames[level.sysname];
        const mine = level.sysname === current;
        return (
          <li key={level.sysname} className="loyalty-level" data-level={level.sysname} data-current={mine}>
            <span className="loyalty-level-badge" aria-hidden="true">
              {name.slice(0, 1)}
            </span>
            <div className="loyalty-level-text">
              <h3>
                <Link to={localizePath(levelPath(level.sysname), locale)}>{name}</Link>
                {mine ? <span className="loyalty-level-mine">{page.yourLevel}</span> : null}
              </h3>
              <p>{format(page.levelFrom, pointsValues(level.min_points, locale))}</p>
              <p>
                {format(page.levelRate, {
                  rate: formatMultiplier(level.points_per_unit, locale),
                  unit: locale === 'fr' ? '1,00' : '1.00',
                })}
              </p>
            </div>
            <span className="loyalty-level-multiplier">
              {format(page.multiplier, { multiplier: formatMultiplier(level.multiplier, locale) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
