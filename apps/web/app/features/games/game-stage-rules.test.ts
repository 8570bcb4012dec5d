import { describe, expect, it } from 'vitest';
import {
  gamePlayUrl,
  isBalanceMessage,
  isFromGameFrame,
  showsFullScreen,
  stageState,
} from './game-stage-rules.js';

const base = {
  player: true,
  mainBalance: 10,
  hasDemo: true,
  config: { canAccessSlotWithZeroBalance: false },
  demoAsked: false,
};

describe('game stage', () => {
  it('frames the play URL for a player with money, demo when asked', () => {
    expect(stageState(base)).toEqual({ kind: 'frame', mode: 'play' });
    expect(stageState({ ...base, demoAsked: true })).toEqual({ kind: 'frame', mode: 'demo' });
    expect(gamePlayUrl('jeton-dice', 'demo', 'en')).toBe('/platform/game/jeton-dice/demo');
    expect(gamePlayUrl('jeton-dice', 'play', 'fr')).toBe('/fr/platform/game/jeton-dice/play');
  });

  it('asks a guest to choose, and lets them play the demo', () => {
    expect(stageState({ ...base, player: false, mainBalance: null })).toEqual({ kind: 'guest' });
    expect(stageState({ ...base, player: false, mainBalance: null, demoAsked: true })).toEqual({
      kind: 'frame',
      mode: 'demo',
    });
  });

  it('ignores a demo request for a game without a demo', () => {
    expect(stageState({ ...base, hasDemo: false, demoAsked: true })).toEqual({ kind: 'frame', mode: 'play' });
  });

  it('sends a player with a zero balance to deposit unless the game allows it', () => {
    expect(stageState({ ...base, mainBalance: 0 })).toEqual({ kind: 'deposit' });
    expect(stageState({ ...base, mainBalance: 0, config: { canAccessSlotWithZeroBalance: true } })).toEqual({
      kind: 'frame',
      mode: 'play',
    });
    expect(stageState({ ...base, mainBalance: 0, demoAsked: true })).toEqual({ kind: 'frame', mode: 'demo' });
  });

  it('shows the full-screen toggle per visibleFullScreen', () => {
    expect(showsFullScreen('all', false)).toBe(true);
    expect(showsFullScreen('product', false)).toBe(true);
    expect(showsFullScreen('product', true)).toBe(false);
    expect(showsFullScreen('telegram', false)).toBe(false);
    expect(showsFullScreen('telegram', true)).toBe(true);
    expect(showsFullScreen('none', false)).toBe(false);
  });

  it('knows the balance message of the game clients', () => {
    expect(isBalanceMessage({ type: 'jeton:balance' })).toBe(true);
    expect(isBalanceMessage({ type: 'other' })).toBe(false);
    expect(isBalanceMessage('jeton:balance')).toBe(false);
    expect(isBalanceMessage(null)).toBe(false);
  });
});

describe('a message from the game frame', () => {
  const studioWindow = {} as Window;
  const frame = { contentWindow: studioWindow } as HTMLIFrameElement;
  const message = (source: unknown, origin: string) => ({ source, origin }) as MessageEvent;

  it('is one from the frame’s window, a house game’s or an outside studio’s origin', () => {
    expect(isFromGameFrame(message(studioWindow, 'http://127.0.0.1:3100'), frame)).toBe(true);
    expect(isFromGameFrame(message(studioWindow, 'http://localhost:3000'), frame)).toBe(true);
  });

  it('is not one from another window, or with no frame', () => {
    expect(isFromGameFrame(message({}, 'http://localhost:3000'), frame)).toBe(false);
    expect(isFromGameFrame(message(null, 'http://localhost:3000'), frame)).toBe(false);
    expect(isFromGameFrame(message(studioWindow, 'http://localhost:3000'), null)).toBe(false);
  });
});
