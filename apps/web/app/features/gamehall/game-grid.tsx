import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type GamesQuery, getGames } from '../../api/games.js';
import { useI18n } from '../../i18n/hooks.js';
import { GameCard } from '../games/game-card.js';
import { type GameCardData, toCardData } from '../games/game-card-data.js';
import type { Favourites } from '../games/use-favourites.js';
import { gridWindow } from './virtual-window.js';

// useLayoutEffect warns on the server; the grid only measures in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Cards whose cover loads at once: the first screenful on a wide screen. */
const EAGER_CARDS = 10;

interface GameGridProps {
  /** The first page, server-rendered. */
  first: { items: GameCardData[]; total: number };
  /** Its query; the next pages are asked for with it and a growing offset. */
  query: GamesQuery;
  favourites: Favourites;
  label: string;
}

/**
 * The hall's games: a grid that renders only the rows near the screen (at most 1000 cards, 200 px
 * above and below; spec section 9) and loads the next page as the player nears the end, or at the
 * press of "Show more games". The server renders the first page in full, and so does the first
 * render in the browser, so hydration matches; the window applies from the next frame.
 */
export function GameGrid({ first, query, favourites, label }: GameGridProps) {
  const { t, format, locale } = useI18n();
  const [items, setItems] = useState<GameCardData[]>(first.items);
  const [total, setTotal] = useState(first.total);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const listRef = useRef<HTMLUListElement>(null);
  const loading = useRef(false);

  const loadMore = useCallback(() => {
    if (loading.current || items.length >= total) return;
    loading.current = true;
    setStatus('loading');
    getGames({ ...query, offset: items.length }, { locale }).then(
      (page) => {
        setItems((current) => {
          // Appended without duplicates (the catalogue may have moved between pages).
          const seen = new Set(current.map((g) => g.sysname));
          return [...current, ...page.items.map(toCardData).filter((g) => !seen.has(g.sysname))];
        });
        setTotal(page.items.length === 0 ? items.length : page.total);
        setStatus('idle');
        loading.current = false;
      },
      (error: unknown) => {
        console.error('games/get failed', error);
        setStatus('error');
        loading.current = false;
      },
    );
  }, [items.length, total, query, locale]);

  const measure = useGridMeasure(listRef);

  const scrollY = useScrollY();

  const view = measure
    ? gridWindow({
        itemCount: items.length,
        columns: measure.columns,
        rowHeight: measure.rowHeight,
        viewportTop: scrollY - measure.top,
        viewportHeight: measure.height,
      })
    : { start: 0, end: items.length, paddingTop: 0, paddingBottom: 0 };

  // Near the end of what is loaded: ask for the next page.
  const nearEnd = measure !== null && view.end >= items.length - measure.columns * 2;
  useEffect(() => {
    if (nearEnd && status === 'idle') loadMore();
  }, [nearEnd, status, loadMore]);

  return (
    <div className="game-grid">
      <ul
        ref={listRef}
        className="game-grid-list"
        aria-label={label}
        style={{ paddingTop: view.paddingTop, paddingBottom: view.paddingBottom }}
      >
        {items.slice(view.start, view.end).map((game, i) => {
          const liked = favourites.liked ? favourites.liked.has(game.sysname) : null;
          return (
            <GameCard
              key={game.sysname}
              game={game}
              liked={liked}
              pending={favourites.pending.has(game.sysname)}
              onToggleFavourite={favourites.toggle}
              eager={view.start + i < EAGER_CARDS}
            />
          );
        })}
      </ul>
      <div className="game-grid-footer" aria-live="polite">
        {status === 'loading' && <p className="game-grid-status">{t.gamehall.loading}</p>}
        {status === 'error' && (
          <div className="game-grid-status" role="alert">
            <p>{t.gamehall.loadError}</p>
            <button type="button" className="button button-secondary" onClick={() => setStatus('idle')}>
              {t.gamehall.retry}
            </button>
          </div>
        )}
        {status === 'idle' && items.length < total && (
          <button type="button" className="button button-secondary" onClick={loadMore}>
            {t.gamehall.loadMore}
          </button>
        )}
        <p className="game-grid-count">{format(t.gamehall.gamesCount, { count: total })}</p>
      </div>
    </div>
  );
}

interface GridMeasure {
  columns: number;
  rowHeight: number;
  top: number;
  height: number;
}

/** The grid's columns (from the CSS grid), a row's height, and where the viewport is; null before the first frame. */
function useGridMeasure(listRef: RefObject<HTMLUListElement | null>): GridMeasure | null {
  const [measure, setMeasure] = useState<GridMeasure | null>(null);
  useBrowserLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const card = list.querySelector<HTMLElement>('.game-card');
      const style = getComputedStyle(list);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
      const gap = Number.parseFloat(style.rowGap) || 0;
      const rowHeight = card ? card.getBoundingClientRect().height + gap : 0;
      const top = list.getBoundingClientRect().top + window.scrollY;
      setMeasure((current) =>
        current &&
        current.columns === columns &&
        current.rowHeight === rowHeight &&
        current.top === top &&
        current.height === window.innerHeight
          ? current
          : { columns, rowHeight, top, height: window.innerHeight },
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return measure;
}

/** The page's scroll position, read once a frame. */
function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollY(window.scrollY));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrollY;
}
