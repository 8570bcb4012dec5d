import type { KindPage } from '../kind-page.js';

// The crash board: the cash-out target chosen before the round, then how far the rocket went.

const TEXTS = {
  en: { play: 'Launch', target: 'Cash out at ×', crashed: 'Crashed at ×', cashed: 'Cashed out at ×' },
  fr: { play: 'Décoller', target: 'Encaisser à ×', crashed: 'Explosion à ×', cashed: 'Encaissé à ×' },
};

export function crashPage(locale: 'en' | 'fr'): KindPage {
  const t = TEXTS[locale];
  return {
    play: t.play,
    style: `.rocket { font-size: 3rem; text-align: center; margin: .5rem 0; } .big { font-size: 2rem; font-weight: 800; text-align: center; }
input { font: inherit; width: 6rem; padding: .5rem; border-radius: .5rem; border: 0; }`,
    board: `<div class="rocket" aria-hidden="true">🚀</div>
<p class="big" id="crash-point">×1.00</p>
<p class="row"><label>${t.target} <input id="target" type="number" min="1.01" max="1000" step="0.01" value="2.00"></label></p>`,
    data: { t },
    script: `
function options() { return { target: Math.round(Number($('target').value) * 100) }; }
function show(outcome) {
  const T = BOOT.kind.t;
  const point = (outcome.crashPoint / 100).toFixed(2);
  $('crash-point').textContent = (outcome.cashedOut ? T.cashed + (outcome.target / 100).toFixed(2) + ' · ' : '') + T.crashed + point;
}`,
  };
}
