import type { KindPage } from '../kind-page.js';
import type { LineSlotSpec } from './line-slot-maths.js';

// A line slot's board: its reels × rows, the winning cells lit, and the features' results.

const ICONS: Record<string, string> = {
  ten: '10',
  jack: 'J',
  queen: 'Q',
  king: 'K',
  fox: '🦊',
  bear: '🐻',
  aurora: '✨',
  ankh: '☥',
  eye: '𓂀',
  lotus: '🪷',
  cat: '🐈',
  falcon: '🦅',
  pharaoh: '👑',
  scatter: '🪲',
  bamboo: '🎋',
  lantern: '🏮',
  coin: '🪙',
  pearl: '🔮',
  dragon: '🐉',
  panda: '🐼',
};

const TEXTS = {
  en: { spin: 'Spin', lines: 'lines', multiplier: 'Multiplier', freeSpins: 'free spins won' },
  fr: { spin: 'Lancer', lines: 'lignes', multiplier: 'Multiplicateur', freeSpins: 'tours gratuits gagnés' },
};

export function lineSlotPage(spec: LineSlotSpec, locale: 'en' | 'fr'): KindPage {
  const t = TEXTS[locale];
  return {
    play: t.spin,
    style: `.grid { display: grid; grid-template-columns: repeat(${spec.reels}, 1fr); gap: .35rem; margin: .75rem 0; }`,
    board: `<p class="fair">${spec.name} · ${spec.lines.length} ${t.lines}</p>
<div class="grid" id="grid">${'<div class="cell">·</div>'.repeat(spec.reels * spec.rows)}</div>
<p id="feature" class="fair"></p>`,
    data: { icons: ICONS, lines: spec.lines, reels: spec.reels, rows: spec.rows, t },
    script: `
function options() { return {}; }
function show(outcome) {
  const K = BOOT.kind;
  const won = new Set(outcome.wins.flatMap((w) => K.lines[w.line].slice(0, w.count).map((row, reel) => reel * K.rows + row)));
  $('grid').innerHTML = '';
  for (let row = 0; row < K.rows; row++) for (let reel = 0; reel < K.reels; reel++) {
    const cell = document.createElement('div');
    cell.className = 'cell' + (won.has(reel * K.rows + row) ? ' won' : '');
    cell.textContent = K.icons[outcome.grid[reel][row]];
    $('grid').appendChild(cell);
  }
  const notes = [];
  if (outcome.multiplier > 1) notes.push(K.t.multiplier + ' ×' + outcome.multiplier);
  if (outcome.freeSpins.length) notes.push(outcome.freeSpins.length + ' ' + K.t.freeSpins + ' (×' + outcome.freeSpinMultiplier + ')');
  $('feature').textContent = notes.join(' · ');
}`,
  };
}
