// Draws the demo catalogue's covers: one 288×192 SVG per game into apps/web/public/games/, from the
// game's motif, its provider's palette shifted by a hue of its own, and decorations placed by a
// generator seeded with its sysname (so a run gives the same files). Run after changing the demo
// catalogue: node --import tsx scripts/generate-game-art.ts
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ArtMotif,
  SEED_GAMES,
  SEED_PROVIDERS,
  type SeedGame,
} from '../apps/server/src/modules/games/game-catalogue-data.js';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/games');
const W = 288;
const H = 192;

/** A small deterministic generator (mulberry32) seeded from the sysname. */
function randomFor(sysname: string): () => number {
  let a = createHash('sha256').update(sysname).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexToHsl(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function shift(hex: string, degrees: number, lightness = 0): string {
  const [h, s, l] = hexToHsl(hex);
  return `hsl(${Math.round((h + degrees + 360) % 360)} ${Math.round(s)}% ${Math.round(Math.min(90, Math.max(8, l + lightness)))}%)`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The motif, drawn around (cx, cy) in the light colour `ink` with the accent `accent`. */
function motif(kind: ArtMotif, ink: string, accent: string, random: () => number): string {
  const cx = 196;
  const cy = 84;
  switch (kind) {
    case 'reels':
    case 'fruit': {
      const cells = [0, 1, 2]
        .map((i) => {
          const x = 128 + i * 46;
          const pick = Math.floor(random() * 4);
          const symbol = kind === 'fruit' ? fruit(x + 20, 84, pick) : reelSymbol(x + 20, 94, pick);
          return `<rect x="${x}" y="48" width="40" height="72" rx="8" fill="#fff" fill-opacity=".94"/>${symbol}`;
        })
        .join('');
      return `<rect x="120" y="40" width="152" height="88" rx="12" fill="${ink}" fill-opacity=".25" stroke="${ink}" stroke-width="3"/>${cells}<line x1="124" x2="268" y1="84" y2="84" stroke="${accent}" stroke-width="2" stroke-dasharray="4 4" stroke-opacity=".6"/>`;
    }
    case 'roulette':
    case 'wheel': {
      const slices = kind === 'roulette' ? 18 : 12;
      const r = 56;
      const parts: string[] = [];
      for (let i = 0; i < slices; i++) {
        const a0 = (i / slices) * Math.PI * 2;
        const a1 = ((i + 1) / slices) * Math.PI * 2;
        const colour =
          kind === 'roulette' ? (i === 0 ? '#1f9d55' : i % 2 ? '#c0392b' : '#1b1b1b') : i % 2 ? ink : accent;
        parts.push(
          `<path d="M${cx} ${cy}L${(cx + r * Math.cos(a0)).toFixed(1)} ${(cy + r * Math.sin(a0)).toFixed(1)}A${r} ${r} 0 0 1 ${(cx + r * Math.cos(a1)).toFixed(1)} ${(cy + r * Math.sin(a1)).toFixed(1)}Z" fill="${colour}"/>`,
        );
      }
      return `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="#d9a441"/>${parts.join('')}<circle cx="${cx}" cy="${cy}" r="18" fill="#d9a441" stroke="#fff" stroke-width="2"/><circle cx="${cx + 34}" cy="${cy - 30}" r="5" fill="#fff"/>`;
    }
    case 'cards':
    case 'dealer': {
      const suits = ['♠', '♥', '♦', '♣'];
      const cards = [0, 1, 2]
        .map((i) => {
          const suit = suits[Math.floor(random() * 4)]!;
          const colour = suit === '♥' || suit === '♦' ? '#c0392b' : '#1b1b1b';
          const rank = ['A', 'K', 'Q', 'J', '10'][Math.floor(random() * 5)]!;
          return `<g transform="rotate(${-16 + i * 16} ${cx} ${cy + 60})"><rect x="${cx - 26}" y="${cy - 44}" width="52" height="76" rx="6" fill="#fff" stroke="${accent}" stroke-width="2"/><text x="${cx - 18}" y="${cy - 26}" font-size="14" font-weight="800" fill="${colour}">${rank}</text><text x="${cx}" y="${cy + 6}" font-size="28" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
        })
        .join('');
      const chip =
        kind === 'dealer'
          ? `<circle cx="${cx + 58}" cy="${cy + 40}" r="16" fill="${accent}" stroke="#fff" stroke-width="4" stroke-dasharray="6 4"/>`
          : '';
      return cards + chip;
    }
    case 'dice': {
      const face = (x: number, y: number, n: number, rot: number) => {
        const pips: Record<number, [number, number][]> = {
          1: [[0, 0]],
          2: [
            [-1, -1],
            [1, 1],
          ],
          3: [
            [-1, -1],
            [0, 0],
            [1, 1],
          ],
          4: [
            [-1, -1],
            [1, -1],
            [-1, 1],
            [1, 1],
          ],
          5: [
            [-1, -1],
            [1, -1],
            [0, 0],
            [-1, 1],
            [1, 1],
          ],
          6: [
            [-1, -1],
            [1, -1],
            [-1, 0],
            [1, 0],
            [-1, 1],
            [1, 1],
          ],
        };
        const dots = pips[n]!.map(
          ([dx, dy]) => `<circle cx="${x + dx * 12}" cy="${y + dy * 12}" r="5" fill="${accent}"/>`,
        ).join('');
        return `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x - 26}" y="${y - 26}" width="52" height="52" rx="10" fill="#fff"/>${dots}</g>`;
      };
      return (
        face(cx - 30, cy + 8, 1 + Math.floor(random() * 6), -12) +
        face(cx + 34, cy - 10, 1 + Math.floor(random() * 6), 14)
      );
    }
    case 'crash': {
      const points: string[] = [];
      for (let i = 0; i <= 20; i++) {
        const x = 120 + i * 7.5;
        const y = 140 - (i / 20) ** 2.4 * 100;
        points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
      }
      return `<polyline points="${points.join(' ')}" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><g transform="translate(270 38) rotate(-35)"><path d="M0 -14 L8 6 L0 2 L-8 6Z" fill="#fff"/><path d="M-4 6 L0 16 L4 6Z" fill="${accent}"/></g><text x="150" y="64" font-size="28" font-weight="900" fill="#fff">${(1 + random() * 9).toFixed(2)}×</text>`;
    }
    case 'plinko': {
      const pegs: string[] = [];
      for (let row = 0; row < 6; row++) {
        for (let i = 0; i <= row + 2; i++) {
          pegs.push(
            `<circle cx="${cx - (row + 2) * 9 + i * 18}" cy="${28 + row * 18}" r="3.5" fill="#fff"/>`,
          );
        }
      }
      const slots = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map(
          (i) =>
            `<rect x="${cx - 81 + i * 18}" y="140" width="16" height="12" rx="3" fill="${i === 0 || i === 8 ? accent : ink}"/>`,
        )
        .join('');
      return `${pegs.join('')}${slots}<circle cx="${cx + 4}" cy="66" r="6" fill="${accent}" stroke="#fff" stroke-width="2"/>`;
    }
    case 'keno': {
      const cells: string[] = [];
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 6; col++) {
          const hit = random() < 0.3;
          const x = 124 + col * 25;
          const y = 34 + row * 25;
          cells.push(
            `<circle cx="${x + 10}" cy="${y + 10}" r="11" fill="${hit ? accent : '#fff'}" fill-opacity="${hit ? 1 : 0.85}"/><text x="${x + 10}" y="${y + 14}" font-size="10" text-anchor="middle" font-weight="700" fill="${hit ? '#fff' : '#333'}">${row * 6 + col + 1}</text>`,
          );
        }
      }
      return cells.join('');
    }
    case 'mines': {
      const cells: string[] = [];
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 5; col++) {
          const x = 132 + col * 28;
          const y = 30 + row * 28;
          const roll = random();
          const content =
            roll < 0.18
              ? `<circle cx="${x + 12}" cy="${y + 12}" r="7" fill="#1b1b1b"/><circle cx="${x + 9}" cy="${y + 9}" r="2" fill="#fff"/>`
              : roll < 0.5
                ? `<path d="M${x + 12} ${y + 4}L${x + 20} ${y + 12}L${x + 12} ${y + 20}L${x + 4} ${y + 12}Z" fill="${accent}"/>`
                : '';
          cells.push(
            `<rect x="${x}" y="${y}" width="24" height="24" rx="5" fill="#fff" fill-opacity="${content ? 0.9 : 0.3}"/>${content}`,
          );
        }
      }
      return cells.join('');
    }
    case 'gem':
      return `<g transform="translate(${cx} ${cy})"><path d="M-44 -18L-24 -40H24L44 -18L0 40Z" fill="${ink}"/><path d="M-44 -18H44L0 40Z" fill="${accent}" fill-opacity=".7"/><path d="M-24 -40L-10 -18L0 -40L10 -18L24 -40" fill="none" stroke="#fff" stroke-width="2"/><path d="M-10 -18L0 40L10 -18" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/></g>`;
    case 'scarab':
      return `<g transform="translate(${cx} ${cy})"><ellipse cx="0" cy="10" rx="30" ry="38" fill="${ink}"/><line x1="0" y1="-26" x2="0" y2="46" stroke="${accent}" stroke-width="3"/><circle cx="0" cy="-34" r="14" fill="${accent}"/><path d="M-30 -4C-60 -30 -70 10 -58 30M30 -4C60 -30 70 10 58 30" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="-56" r="10" fill="#ffd54f"/></g>`;
    case 'star': {
      const points: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? 22 : 54;
        const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
        points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
      }
      return `<polygon points="${points.join(' ')}" fill="${ink}" stroke="#fff" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="12" fill="${accent}"/>`;
    }
  }
}

/** A classic reel symbol in dark ink: 7, BAR, a star or a diamond. */
function reelSymbol(x: number, y: number, pick: number): string {
  if (pick === 0)
    return `<text x="${x}" y="${y}" font-size="30" text-anchor="middle" font-weight="900" fill="#c0392b">7</text>`;
  if (pick === 1)
    return `<rect x="${x - 16}" y="${y - 18}" width="32" height="14" rx="3" fill="#1b1b1b"/><text x="${x}" y="${y - 7}" font-size="10" text-anchor="middle" font-weight="900" fill="#fff">BAR</text>`;
  if (pick === 2)
    return `<polygon points="${x},${y - 30} ${x + 6},${y - 16} ${x + 15},${y - 16} ${x + 8},${y - 7} ${x + 11},${y + 4} ${x},${y - 3} ${x - 11},${y + 4} ${x - 8},${y - 7} ${x - 15},${y - 16} ${x - 6},${y - 16}" fill="#f4b400"/>`;
  return `<path d="M${x} ${y - 30}L${x + 13} ${y - 12}L${x} ${y + 6}L${x - 13} ${y - 12}Z" fill="#1e88e5"/>`;
}

/** A fruit drawn in shapes: cherries, a lemon, grapes or a watermelon slice. */
function fruit(x: number, y: number, pick: number): string {
  if (pick === 0)
    return `<path d="M${x - 7} ${y + 4}Q${x - 2} ${y - 16} ${x + 8} ${y - 18}M${x + 7} ${y + 6}Q${x + 6} ${y - 8} ${x + 8} ${y - 18}" stroke="#2e7d32" stroke-width="2.5" fill="none"/><circle cx="${x - 8}" cy="${y + 8}" r="8" fill="#d32f2f"/><circle cx="${x + 8}" cy="${y + 10}" r="8" fill="#c62828"/>`;
  if (pick === 1)
    return `<ellipse cx="${x}" cy="${y}" rx="15" ry="11" fill="#fbc02d"/><ellipse cx="${x - 4}" cy="${y - 4}" rx="5" ry="3" fill="#fff59d"/>`;
  if (pick === 2)
    return [
      [0, -10],
      [-7, -3],
      [7, -3],
      [-4, 5],
      [4, 5],
      [0, 12],
    ]
      .map(([dx, dy]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="6" fill="#7b1fa2"/>`)
      .join('');
  return `<path d="M${x - 16} ${y - 6}A16 16 0 0 0 ${x + 16} ${y - 6}Z" fill="#43a047"/><path d="M${x - 13} ${y - 6}A13 13 0 0 0 ${x + 13} ${y - 6}Z" fill="#e53935"/><circle cx="${x - 5}" cy="${y}" r="1.5" fill="#222"/><circle cx="${x + 4}" cy="${y + 1}" r="1.5" fill="#222"/>`;
}

function cover(game: SeedGame): string {
  const provider = SEED_PROVIDERS.find((p) => p.sysname === game.provider)!;
  const random = randomFor(game.sysname);
  const hue = Math.round((random() - 0.5) * 70);
  const [from, to] = provider.palette;
  const angle = Math.round(random() * 360);
  const background = `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${shift(from, hue, -8)}"/><stop offset="1" stop-color="${shift(to, hue, -18)}"/></linearGradient>`;
  const sparkles = Array.from({ length: 14 }, () => {
    const r = (1 + random() * 3).toFixed(1);
    return `<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * H)}" r="${r}" fill="#fff" fill-opacity="${(0.15 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const glow = `<circle cx="196" cy="84" r="${70 + Math.round(random() * 20)}" fill="#fff" fill-opacity=".08"/>`;
  const ink = shift(to, hue, 20);
  const accent = shift(from, hue + 160, 5);
  const title = escapeXml(game.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">
<defs>${background}<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${sparkles}${glow}
${motif(game.motif, ink, accent, random)}
<rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const game of SEED_GAMES) writeFileSync(path.join(OUT, `${game.sysname}.svg`), cover(game));
process.stdout.write(`${SEED_GAMES.length} covers written to ${path.relative(process.cwd(), OUT)}\n`);
