import type { KindPage } from '../kind-page.js';
import { TILES } from './mines-maths.js';

// The mines board: the player picks tiles and the number of mines, then the field is shown.

const TEXTS = {
  en: { play: 'Reveal', mines: 'Mines', pick: 'Pick the tiles you dare, then reveal.' },
  fr: { play: 'Révéler', mines: 'Mines', pick: 'Choisissez les cases que vous osez, puis révélez.' },
};

export function minesPage(locale: 'en' | 'fr'): KindPage {
  const t = TEXTS[locale];
  const tiles = Array.from(
    { length: TILES },
    (_, i) => `<button type="button" class="tile" data-tile="${i}" aria-pressed="false">?</button>`,
  ).join('');
  return {
    play: t.play,
    style: `.field { display: grid; grid-template-columns: repeat(5, 1fr); gap: .35rem; margin: .75rem 0; }
.tile { aspect-ratio: 1; background: #0b2458; color: #eaf6ff; border: 1px solid #2c5fb8; font-size: 1.3rem; }
.tile[aria-pressed="true"] { background: #2c5fb8; } .tile.safe { background: #8af0ff; color: #071534; } .tile.mine { background: #ffb4a8; }`,
    board: `<p class="fair">${t.pick}</p>
<p class="row"><label>${t.mines} <select id="mines">${[1, 3, 5, 10, 24].map((m) => `<option${m === 3 ? ' selected' : ''}>${m}</option>`).join('')}</select></label></p>
<div class="field" id="field">${tiles}</div>`,
    data: {},
    script: `
const picked = new Set([0, 6, 12]);
function paint() { for (const tile of $('field').children) { tile.setAttribute('aria-pressed', String(picked.has(Number(tile.dataset.tile)))); } }
$('field').addEventListener('click', (event) => {
  const tile = event.target.closest('.tile'); if (!tile) return;
  const i = Number(tile.dataset.tile); picked.has(i) ? picked.delete(i) : picked.add(i);
  for (const t of $('field').children) { t.className = 'tile'; t.textContent = '?'; }
  paint();
});
paint();
function options() { return { mines: Number($('mines').value), picks: [...picked].sort((a, b) => a - b) }; }
function show(outcome) {
  for (const tile of $('field').children) {
    const i = Number(tile.dataset.tile);
    const mine = outcome.mines.includes(i);
    tile.textContent = mine ? '💣' : (outcome.picks.includes(i) ? '💎' : '·');
    tile.className = 'tile' + (mine ? ' mine' : outcome.picks.includes(i) ? ' safe' : '');
  }
}`,
  };
}
