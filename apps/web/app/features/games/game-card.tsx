import { memo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../../ui/icons.js';
import type { GameCardData } from './game-card-data.js';

export interface GameCardProps {
  game: GameCardData;
  /** Whether it is a favourite; null hides the heart (a guest, or the game's item config). */
  liked: boolean | null;
  pending?: boolean;
  onToggleFavourite?: (sysname: string) => void;
  /** The first cards load their image at once; the rest when they come near the screen. */
  eager?: boolean;
}

/** A game of the hall: its cover, name and provider, a link to its page, and the favourite heart. */
export const GameCard = memo(function GameCard({
  game,
  liked,
  pending,
  onToggleFavourite,
  eager,
}: GameCardProps) {
  const { t, format, locale } = useI18n();
  const { name, image } = game;
  const showHeart = liked !== null && game.heart;
  return (
    <li className="game-card" data-sysname={game.sysname}>
      <Link to={localizePath(PATHS.game(game.sysname), locale)} className="game-card-link">
        <img
          className="game-card-image"
          src={image}
          alt=""
          width={288}
          height={192}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="game-card-name">{name}</span>
        <span className="game-card-provider">{game.provider}</span>
      </Link>
      {showHeart && (
        <button
          type="button"
          className={liked ? 'game-card-favourite is-liked' : 'game-card-favourite'}
          aria-pressed={liked}
          aria-label={format(liked ? t.gameCard.removeFavourite : t.gameCard.addFavourite, { game: name })}
          disabled={pending}
          onClick={() => onToggleFavourite?.(game.sysname)}
        >
          <Icon name="heart" size={18} />
        </button>
      )}
    </li>
  );
});
