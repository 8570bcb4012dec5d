import { formatAmount, toMoneyAmount } from '@jeton/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../http/escape-html.js';
import { sendSandboxPage } from '../sandbox-page.js';
import { connectSandboxWebhooks } from '../sandbox-webhooks.js';
import {
  SANDBOX_CHOICES,
  type SandboxChoice,
  type SandboxPayment,
  type SandboxPsp,
  SIGNATURE_HEADER,
} from './sandbox-psp.js';

// The sandbox provider's hosted payment page. Card details are typed here, on the provider's page,
// checked here and dropped: they never reach the Jeton API and are never stored.

type Locale = 'en' | 'fr';

const TEXTS = {
  en: {
    title: 'Sandbox payment',
    intro: 'Test payment provider: no real money moves.',
    amount: 'Amount',
    method: 'Method',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    holder: 'Card holder',
    success: 'Pay (success)',
    failure: 'Decline (failure)',
    pending: 'Leave pending',
    cancel: 'Cancel',
    closed: 'This payment is already closed.',
    unknown: 'Unknown payment.',
    badCard: 'Check the card details.',
  },
  fr: {
    title: 'Paiement sandbox',
    intro: 'Prestataire de paiement de test : aucun argent réel ne circule.',
    amount: 'Montant',
    method: 'Moyen',
    card: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'CVC',
    holder: 'Titulaire de la carte',
    success: 'Payer (succès)',
    failure: 'Refuser (échec)',
    pending: 'Laisser en attente',
    cancel: 'Annuler',
    closed: 'Ce paiement est déjà clos.',
    unknown: 'Paiement inconnu.',
    badCard: 'Vérifiez les données de la carte.',
  },
} as const;

const FINAL = new Set(['success', 'fail', 'cancel']);
const REFERENCE = /^psp_[0-9a-f]{24}$/;

export function registerSandboxPsp(app: FastifyInstance, sandbox: SandboxPsp): void {
  connectSandboxWebhooks(app, sandbox.webhooks, `/webhooks/payments/${sandbox.name}`, SIGNATURE_HEADER);

  app.get<{ Params: { reference: string } }>('/sandbox/psp/pay/:reference', async (request, reply) => {
    const payment = await find(sandbox, request.params.reference);
    if (!payment) return page(reply, 404, 'en', `<p>${TEXTS.en.unknown}</p>`);
    const locale = localeOf(payment.locale);
    if (FINAL.has(payment.status)) return page(reply, 409, locale, `<p>${TEXTS[locale].closed}</p>`);
    return page(reply, 200, locale, form(request.params.reference, payment, locale, false));
  });

  app.post<{ Params: { reference: string }; Body: Record<string, unknown> }>(
    '/sandbox/psp/pay/:reference',
    async (request, reply) => {
      const reference = request.params.reference;
      const payment = await find(sandbox, reference);
      if (!payment) return page(reply, 404, 'en', `<p>${TEXTS.en.unknown}</p>`);
      const locale = localeOf(payment.locale);
      if (FINAL.has(payment.status)) return page(reply, 409, locale, `<p>${TEXTS[locale].closed}</p>`);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const choice = SANDBOX_CHOICES.find((c) => c === body.choice);
      if (!choice) return page(reply, 400, locale, form(reference, payment, locale, false));
      const paying = choice === 'success' || choice === 'pending';
      if (paying && payment.method === 'card' && !isValidCard(body, new Date())) {
        return page(reply, 400, locale, form(reference, payment, locale, true));
      }
      await sandbox.complete(reference, payment, choice);
      return reply.redirect(returnPath(choice, payment, locale), 303);
    },
  );
}

async function find(sandbox: SandboxPsp, reference: string): Promise<SandboxPayment | null> {
  return REFERENCE.test(reference) ? sandbox.lookup(reference) : null;
}

function localeOf(locale: string): Locale {
  return locale === 'fr' ? 'fr' : 'en';
}

/** Where the provider sends the player back: the cashier's outcome pages (spec section 2). */
export function returnPath(choice: SandboxChoice, payment: SandboxPayment, locale: Locale): string {
  const prefix = locale === 'fr' ? '/fr' : '';
  if (choice === 'cancel') return `${prefix}/cashier/paycancel`;
  const page = choice === 'success' ? 'paysuccess' : choice === 'failure' ? 'payfail' : 'paypending';
  return `${prefix}/cashier/${page}/${payment.transactionId}`;
}

/** Card number by the Luhn check, an expiry not yet passed, a 3 or 4 digit CVC and a holder name. */
export function isValidCard(body: Record<string, unknown>, now: Date): boolean {
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  const number = text('card_number').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return false;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text('card_expiry'));
  if (!expiry) return false;
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return false;
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return false;
  if (!/^\d{3,4}$/.test(text('card_cvc'))) return false;
  return /^[\p{L} .'-]{2,64}$/u.test(text('card_holder'));
}

function luhn(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

function form(reference: string, payment: SandboxPayment, locale: Locale, cardError: boolean): string {
  const t = TEXTS[locale];
  const money = toMoneyAmount(payment.amountMinor, payment.currency);
  const card =
    payment.method === 'card'
      ? `${cardError ? `<p class="error" role="alert">${t.badCard}</p>` : ''}
<label>${t.card}<input name="card_number" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{12,23}"></label>
<div class="row"><label>${t.expiry}<input name="card_expiry" autocomplete="cc-exp" required pattern="(0[1-9]|1[0-2])/[0-9]{2}" placeholder="MM/YY"></label>
<label>${t.cvc}<input name="card_cvc" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}"></label></div>
<label>${t.holder}<input name="card_holder" autocomplete="cc-name" required minlength="2" maxlength="64"></label>`
      : '';
  return `<p>${t.intro}</p>
<dl><dt>${t.amount}</dt><dd>${escapeHtml(formatAmount(money.amount, locale))} ${escapeHtml(payment.currency)}</dd>
<dt>${t.method}</dt><dd>${escapeHtml(payment.method)}</dd></dl>
<form method="post" action="/sandbox/psp/pay/${reference}">${card}
<div class="buttons"><button name="choice" value="success">${t.success}</button>
<button name="choice" value="pending">${t.pending}</button>
<button name="choice" value="failure" formnovalidate>${t.failure}</button>
<button name="choice" value="cancel" formnovalidate>${t.cancel}</button></div></form>`;
}

const STYLE = `body{font:16px system-ui;background:#f4f5f9;color:#1a1e33;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.6rem 0}input{display:block;width:100%;padding:.5rem;box-sizing:border-box}
.row{display:flex;gap:1rem}.buttons{display:grid;gap:.5rem;margin-top:1rem}button{padding:.7rem;font-size:1rem}
.error{color:#b00020}dt{font-weight:600}`;

function page(reply: FastifyReply, status: number, locale: Locale, content: string) {
  return sendSandboxPage(reply, status, { locale, title: TEXTS[locale].title, style: STYLE, content });
}
