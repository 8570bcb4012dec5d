import type { KindPage } from '../kind-page.js';
import { ROWS, SLOT_MULTIPLIERS } from './plinko-maths.js';

// The plinko board: the slots' multipliers under twelve rows, the ball's path and its slot lit.

const TEXTS = {
  en: { play: 'Drop', path: 'Path' },
  fr: { play: 'Lâcher', path: 'Trajet' },
};

export function plinkoPage(locale: 'en' | 'fr'): KindPage {
  const t = TEXTS[locale];
  const slots = SLOT_MULTIPLIERS.map((m) => `<div class="slot">×${m / 100}</div>`).join('');
  return {
    play: t.play,
    style: `.slots { display: grid; grid-template-columns: repeat(${ROWS + 1}, 1fr); gap: 2px; margin: .75rem 0; font-size: .7rem; }
.slot { background: #0b2458; border-radius: .3rem; padding: .4rem 0; text-align: center; } .slot.won { background: #8af0ff; color: #071534; font-weight: 700; }`,
    board: `<p class="fair" id="path">${t.path}: —</p><div class="slots" id="slots">${slots}</div>`,
    data: { t },
    script: `
function options() { return {}; }
function show(outcome) {
  $('path').textContent = BOOT.kind.t.path + ': ' + outcome.path.map((s) => s ? '↘' : '↙').join(' ');
  [...$('slots').children].forEach((slot, i) => { slot.className = 'slot' + (i === outcome.slot ? ' won' : ''); });
}`,
  };
}
