import type { StudioGame } from './games.js';
import { kindPage } from './kind-pages.js';
import type { GameSession } from './studio-state.js';
import { TEXTS } from './texts.js';

// A game's page, self-contained (inline style and one script with the page's nonce): the kind's
// board (kind-pages.ts), the stake, RTP and volatility, the commitment of the next round's seed and
// the revealed seed of the last one, and the wallet's refusals in the player's language.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderGamePage(session: GameSession, game: StudioGame, nonce: string): string {
  const t = TEXTS[session.locale];
  const kind = kindPage(game, session.locale);
  const step = game.maths.stakeStep;
  const stakes = [1, 5, 10, 50].map((n) => n * Math.max(100, step * 10));
  const rtp = (game.maths.rtp * 100).toFixed(2);
  const boot = {
    token: session.token,
    game: game.id,
    currency: session.currency,
    kind: kind.data,
    t,
    mode: session.mode,
  };
  return `<!doctype html>
<html lang="${session.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name[session.locale])}</title>
<style>
  body { margin: 0; background: radial-gradient(circle at top, #1b6ef3 0%, #071534 70%); color: #eaf6ff; font: 15px/1.4 system-ui, sans-serif; }
  main { max-width: 34rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; color: #8af0ff; }
  ${kind.style}
  .cell { aspect-ratio: 1; display: grid; place-items: center; font-size: 1.6rem; font-weight: 700; border-radius: .5rem;
    background: #0b2458; border: 1px solid #2c5fb8; }
  .cell.won { background: #8af0ff; color: #071534; }
  .row { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
  button, select { font: inherit; padding: .55rem 1rem; border-radius: .5rem; border: 0; }
  button { background: #8af0ff; color: #071534; font-weight: 700; }
  .message { min-height: 1.5em; margin: .5rem 0; font-weight: 600; }
  .message.refused { color: #ffb4a8; }
  .fair { font-size: .8rem; color: #b9d6f5; word-break: break-all; }
  a { color: #8af0ff; }
</style>
</head>
<body><main>
<h1>${escapeHtml(game.name[session.locale])}</h1>
<p class="fair" id="rtp">${escapeHtml(t.rtp)} ${session.locale === 'fr' ? rtp.replace('.', ',') : rtp} % · ${escapeHtml(t.volatility[game.maths.volatility])}${session.mode === 'demo' ? ` · ${escapeHtml(t.demo)}` : ''}</p>
<p>${escapeHtml(t.balance)}: <strong id="balance">…</strong> ${escapeHtml(session.currency)}</p>
${kind.board}
<div class="row">
  <label>${escapeHtml(t.stake)} <select id="stake">${stakes.map((s) => `<option value="${s}">${(s / 100).toFixed(2)}</option>`).join('')}</select></label>
  <button id="spin" type="button">${escapeHtml(kind.play)}</button>
</div>
<p class="message" id="message" role="status"></p>
<p class="row"><a href="${escapeHtml(session.returnUrl)}" target="_top">${escapeHtml(t.back)}</a>
<a id="deposit" href="${escapeHtml(session.depositUrl)}" target="_top" hidden>${escapeHtml(t.deposit)}</a></p>
<p class="fair">${escapeHtml(t.nextHash)}: <code id="next-hash"></code></p>
<p class="fair" id="reveal" hidden>${escapeHtml(t.revealed)}: <code id="seed"></code> · <a id="verify" href="#">${escapeHtml(t.verify)}</a></p>
</main>
<script nonce="${escapeHtml(nonce)}">const BOOT = ${JSON.stringify(boot).replace(/</g, '\\u003c')};
${CLIENT}
${kind.script}
refresh();
</script>
</body></html>`;
}

/** The page's script: plain DOM, no build step. */
const CLIENT = `
const $ = (id) => document.getElementById(id);
const money = (minor) => minor === null ? '—' : (Number(minor) / 100).toFixed(2);
function refusal(code) {
  const text = BOOT.t.refusals[code] || BOOT.t.refusals.other;
  $('message').textContent = text;
  $('message').className = 'message refused';
  $('deposit').hidden = code !== 'INSUFFICIENT_FUNDS' || BOOT.mode !== 'real';
}
async function refresh() {
  const response = await fetch('/api/session/' + BOOT.token);
  const body = await response.json();
  if (body.error) return refusal(body.error.code);
  $('balance').textContent = money(body.balance);
  $('next-hash').textContent = body.next_seed_hash;
}
$('spin').addEventListener('click', async () => {
  $('spin').disabled = true;
  $('message').textContent = '';
  const chosen = options();
  try {
    const response = await fetch('/api/spin', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: BOOT.token, stake: $('stake').value, options: chosen }) });
    const body = await response.json();
    if (body.error) return refusal(body.error.code);
    show(body.outcome);
    $('message').className = 'message';
    $('message').textContent = body.win !== '0' ? BOOT.t.win + ' ' + money(body.win) : BOOT.t.noWin;
    $('message').dataset.round = body.round_id;
    if (body.balance !== null) $('balance').textContent = money(body.balance);
    $('next-hash').textContent = body.next_seed_hash;
    $('seed').textContent = body.reveal.serverSeed;
    $('verify').href = '/api/verify?game=' + BOOT.game + '&server_seed=' + body.reveal.serverSeed +
      '&client_seed=' + body.reveal.clientSeed + '&nonce=' + body.reveal.nonce + '&stake=' + $('stake').value +
      '&options=' + encodeURIComponent(JSON.stringify(chosen));
    $('reveal').hidden = false;
  } finally {
    $('spin').disabled = false;
  }
});
`;
