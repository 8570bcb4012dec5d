import { type CatalogueGame, DEFAULT_GAMES_CONFIG, type GameItemConfig, gameDisplay } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { getBalance } from '../api/balance.js';
import { getGames } from '../api/games.js';
import { notFound } from '../errors/not-found.js';
import { publishBalances, useDisplayedBalances } from '../features/balance/balance-store.js';
import { gameNameFromSysname } from '../features/games/game-name.js';
import {
  type GameMode,
  gamePlayUrl,
  isBalanceMessage,
  isFromGameFrame,
  showsFullScreen,
  stageState,
} from '../features/games/game-stage-rules.js';
import { useRoundGuard } from '../features/games/use-round-guard.js';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath, localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { canonicalPath } from '../seo/canonical.js';
import { metaMessages, pageMeta, siteOrigin } from '../seo/page-meta.js';
import { absoluteUrl, gameJsonLd } from '../seo/structured-data.js';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import { openDialog } from '../ui/dialog/dialog-store.js';
import { Icon } from '../ui/icons.js';
import type { Route } from './+types/game';
import './game.css';

// /game/{sysname} (game layout): the game's frame, /platform/game/{sysname}/{mode} (spec section 2).

const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!SYSNAME.test(params.sysname)) throw notFound(request.url);
  const locale = localeFromPath(new URL(request.url).pathname);
  let game: CatalogueGame | undefined;
  try {
    const list = await getGames(
      { sysnames: [params.sysname], count: 1, fields: ['description', 'config'] },
      { request, origin: context.apiOrigin, fetch: context.apiFetch, locale },
    );
    game = list.items[0];
  } catch (error) {
    // Logged; the page offers to try again.
    console.error('games/get failed', error);
    return { game: null };
  }
  if (!game) throw notFound(request.url);
  return { game };
}

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).game;
  const locale = localeFromPath(args.location.pathname);
  const loaded = args.loaderData?.game;
  const game = loaded ? gameDisplay(loaded).name : gameNameFromSysname(args.params.sysname);
  const description = formatMessage(page.description, { game }, locale);
  const origin = siteOrigin(args);
  const image = loaded ? gameDisplay(loaded).image : null;
  return pageMeta(args, {
    title: formatMessage(page.title, { game }, locale),
    description,
    ogImage: image,
    jsonLd: loaded
      ? [
          gameJsonLd({
            url: origin + canonicalPath(args.location.pathname),
            name: game,
            description,
            image: image ? absoluteUrl(origin, image) : null,
            provider: loaded.provider_name || loaded.provider,
            genre: loaded.type,
          }),
        ]
      : [],
  });
}

export default function Game({ loaderData, params }: Route.ComponentProps) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  if (!loaderData.game) {
    return (
      <div className="game-page">
        <h1 className="game-title">{gameNameFromSysname(params.sysname)}</h1>
        <div className="game-stage game-stage-message" role="alert">
          <p>{t.game.loadError}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void revalidator.revalidate()}
          >
            {t.game.retry}
          </button>
        </div>
      </div>
    );
  }
  return <GamePage game={loaderData.game} />;
}

function GamePage({ game }: { game: CatalogueGame }) {
  const { t, format, locale } = useI18n();
  const page = t.game;
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const player = isPlayer(root);
  const config: GameItemConfig = game.config ?? { type: game.type, ...DEFAULT_GAMES_CONFIG.gameItem };
  const { name } = gameDisplay(game);
  const hasDemo = game.has_demo;
  const demoAsked = new URLSearchParams(location.search).get('mode') === 'demo';
  const mainBalance = useMainBalance();
  const state = stageState({ player, mainBalance, hasDemo: game.has_demo, config, demoAsked });
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fullScreen = useFullScreen(stageRef);
  const inMiniApp = useInMiniApp();

  const setMode = (mode: GameMode) => {
    const query = new URLSearchParams(location.search);
    if (mode === 'demo') query.set('mode', 'demo');
    else query.delete('mode');
    const search = query.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  };

  // A guest who has not chosen gets the demo-mode popup, unless #real asks for registration.
  const guestChoice = state.kind === 'guest' && location.hash !== '#real';
  const setModeRef = useRef(setMode);
  setModeRef.current = setMode;
  useEffect(() => {
    if (!guestChoice) return;
    openDialog('demoMode', { props: { game: name, hasDemo, onDemo: () => setModeRef.current('demo') } });
  }, [guestChoice, name, hasDemo]);

  useBalanceMessages(frameRef);
  useRoundGuard(frameRef, t.game.leaveRoundInPlay);

  return (
    <div className="game-page">
      <div className="game-heading">
        <div>
          <h1 className="game-title">{name}</h1>
          <p className="game-provider">{format(page.byProvider, { provider: game.provider_name })}</p>
        </div>
        <div className="game-toolbar">
          {state.kind === 'frame' && state.mode === 'demo' && (
            <span className="game-mode-badge">{page.demoMode}</span>
          )}
          {player && game.has_demo && state.kind === 'frame' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setMode(state.mode === 'demo' ? 'play' : 'demo')}
            >
              {state.mode === 'demo' ? page.playForReal : page.playForFun}
            </button>
          )}
          {state.kind === 'frame' && showsFullScreen(config.visibleFullScreen, inMiniApp) && (
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={fullScreen.active}
              onClick={fullScreen.toggle}
            >
              <Icon name="expand" size={18} />
              <span>{fullScreen.active ? page.exitFullScreen : page.fullScreen}</span>
            </button>
          )}
        </div>
      </div>
      <div ref={stageRef} className={fullScreen.active ? 'game-stage is-full-screen' : 'game-stage'}>
        {state.kind === 'frame' && (
          <iframe
            ref={frameRef}
            key={state.mode}
            className="game-frame"
            src={gamePlayUrl(game.sysname, state.mode, locale)}
            title={format(page.frameTitle, { game: name })}
            allow="fullscreen; autoplay"
            // The page's own scripts wait for the game's first paint (rendering/scripts-after-paint.ts).
            data-paints-first=""
          />
        )}
        {state.kind === 'guest' && (
          <GuestStageMessage game={game} name={name} onDemo={() => setMode('demo')} />
        )}
        {state.kind === 'deposit' && (
          <div className="game-stage-message">
            <h2>{page.depositTitle}</h2>
            <p>{format(page.depositText, { game: name })}</p>
            <div className="game-stage-actions">
              <Link to={localizePath(PATHS.deposit, locale)} className="button button-primary">
                {page.depositButton}
              </Link>
              {game.has_demo && (
                <button type="button" className="button button-secondary" onClick={() => setMode('demo')}>
                  {page.playForFun}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** What a guest can do in place of the game: its demo, or log in, or register. */
function GuestStageMessage({
  game,
  name,
  onDemo,
}: {
  game: CatalogueGame;
  name: string;
  onDemo: () => void;
}) {
  const { t, format } = useI18n();
  const page = t.game;
  return (
    <div className="game-stage-message">
      <p>{format(game.has_demo ? page.demoText : page.noDemoText, { game: name })}</p>
      <div className="game-stage-actions">
        {game.has_demo && (
          <button type="button" className="button button-primary" onClick={onDemo}>
            {page.playForFun}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => openDialog('authorization')}>
          {page.logIn}
        </button>
        <button type="button" className="button button-secondary" onClick={() => openDialog('registration')}>
          {page.register}
        </button>
      </div>
    </div>
  );
}

/** The player's main balance as the header shows it (refreshed after rounds); null for a guest. */
function useMainBalance(): number | null {
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const balances = useDisplayedBalancesOrNull(account);
  return balances ? balances.balance_main.amount : null;
}

function useDisplayedBalancesOrNull(account: Parameters<typeof useDisplayedBalances>[0] | null) {
  // The hook must run every render: a guest's placeholder account is never shown.
  const balances = useDisplayedBalances(account ?? PLACEHOLDER_ACCOUNT);
  return account ? balances : null;
}

const PLACEHOLDER_ACCOUNT = {} as Parameters<typeof useDisplayedBalances>[0];

/**
 * The header's balance after each round (balance refresh is off on game pages, spec section 4):
 * the game client in the frame posts `{ type: 'jeton:balance' }`, a house game's or an outside studio's.
 */
function useBalanceMessages(frameRef: React.RefObject<HTMLIFrameElement | null>): void {
  const root = useRootData();
  const { locale } = useI18n();
  const account = isPlayer(root) ? root.account : null;
  useEffect(() => {
    if (!account) return;
    const onMessage = (event: MessageEvent) => {
      if (!isFromGameFrame(event, frameRef.current) || !isBalanceMessage(event.data)) return;
      getBalance({ locale }).then(
        (balances) => publishBalances(account, balances),
        (error: unknown) => console.error('account/getBalance failed', error),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [account, locale, frameRef]);
}

/** The stage in full screen (spec section 4: the flag toggles), following the browser's own exits. */
function useFullScreen(ref: React.RefObject<HTMLDivElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = () => {
    const stage = ref.current;
    if (!stage) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => setActive(false));
    } else if (stage.requestFullscreen) {
      // Refused (an iOS Safari, a policy): the stage fills the window instead.
      stage.requestFullscreen().catch(() => setActive((current) => !current));
    } else {
      setActive((current) => !current);
    }
  };
  return { active, toggle };
}

/** Inside the messaging app's mini-app (spec section 2: the hash carries tgWebAppData). */
function useInMiniApp(): boolean {
  const [inMiniApp, setInMiniApp] = useState(false);
  useEffect(() => {
    setInMiniApp(window.location.hash.includes('tgWebAppData') || 'Telegram' in window);
  }, []);
  return inMiniApp;
}
