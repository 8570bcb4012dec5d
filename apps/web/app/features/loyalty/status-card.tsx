import { useState } from 'react';
import { Link } from 'react-router';
import type { LoyaltyInfo } from '../../api/loyalty.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { CharacterAvatar } from './character-avatar.js';
import { CharacterDialog } from './character-dialog.js';
import { formatPoints, pointsValues } from './points.js';

/** The player's status: character, level, points to spend and the way to the next level. */
export function StatusCard({ info, onChanged }: { info: LoyaltyInfo; onChanged: () => void }) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyalty;
  const [changing, setChanging] = useState(false);
  const levelName = page.levelNames[info.level.sysname];
  return (
    <section
      className="loyalty-status"
      aria-labelledby="loyalty-status-heading"
      data-level={info.level.sysname}
    >
      <h2 id="loyalty-status-heading" className="visually-hidden">
        {page.statusTitle}
      </h2>
      <div className="loyalty-status-character">
        <CharacterAvatar
          character={info.character.sysname}
          size={88}
          label={`${page.character}: ${page.characterNames[info.character.sysname]}`}
        />
        <button type="button" className="button button-secondary" onClick={() => setChanging(true)}>
          {page.characterChange}
        </button>
      </div>
      <div className="loyalty-status-body">
        <p className="loyalty-status-level">
          <span>{page.yourLevel}</span> <strong data-testid="loyalty-level">{levelName}</strong>
        </p>
        <dl className="loyalty-status-figures">
          <div>
            <dt>{page.points}</dt>
            <dd data-testid="loyalty-points">{formatPoints(info.points, locale)}</dd>
          </div>
          <div>
            <dt>{page.lifetime}</dt>
            <dd>{formatPoints(info.lifetime_points, locale)}</dd>
          </div>
        </dl>
        <div className="loyalty-progress">
          <progress
            max={100}
            value={info.progress_percent}
            aria-label={page.progress}
            aria-valuetext={`${info.progress_percent}%`}
          />
          <p>
            {info.next_level
              ? format(page.toNext, {
                  ...pointsValues(info.next_level.points_to_go, locale),
                  level: page.levelNames[info.next_level.sysname],
                })
              : page.topLevel}
          </p>
        </div>
        <Link className="loyalty-shop-link" to={localizePath(PATHS.loyaltyShop, locale)}>
          {page.shopLink}
        </Link>
      </div>
      {changing ? (
        <CharacterDialog
          current={info.character.sysname}
          onClose={() => setChanging(false)}
          onSaved={() => {
            setChanging(false);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
