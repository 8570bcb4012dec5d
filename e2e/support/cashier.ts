import type { LocaleCode } from '@jeton/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../apps/web/app/ui/money.js';
import { postApi } from './api.js';
import { localized, MESSAGES, waitForSiteReady } from './site.js';

// The cashier's steps as a player takes them, and a faster deposit through the API and the sandbox
// provider's page for tests that only need money on the account.

/** The sandbox provider's page buttons, in the payment's locale (apps/server sandbox-routes.ts). */
export const SANDBOX_BUTTONS = {
  en: { success: 'Pay (success)', failure: 'Decline (failure)', pending: 'Leave pending', cancel: 'Cancel' },
  fr: {
    success: 'Payer (succès)',
    failure: 'Refuser (échec)',
    pending: 'Laisser en attente',
    cancel: 'Annuler',
  },
} as const;

export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holder: 'Test Player',
};

export function money(amount: number, locale: LocaleCode, currency = 'EUR'): string {
  return formatMoney(amount, currency, locale);
}

/** Opens a method's deposit form, types the amount, sends it and confirms: the player lands on the provider's page. */
export async function startDeposit(
  page: Page,
  locale: LocaleCode,
  method: string,
  amount: string,
): Promise<void> {
  const t = MESSAGES[locale].cashier;
  await page.goto(localized(`/cashier/deposit/${method}`, locale));
  await waitForSiteReady(page);
  await page.getByLabel(t.deposit.amount.replace('{currency}', 'EUR')).fill(amount);
  await page.getByRole('button', { name: t.deposit.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.confirm.depositTitle });
  await dialog.getByRole('button', { name: t.confirm.yesDeposit }).click();
  await page.waitForURL(/\/sandbox\/psp\/pay\/psp_[0-9a-f]+$/);
}

export async function fillTestCard(page: Page, locale: LocaleCode): Promise<void> {
  const labels =
    locale === 'fr'
      ? {
          number: 'Numéro de carte',
          expiry: 'Expiration (MM/AA)',
          cvc: 'CVC',
          holder: 'Titulaire de la carte',
        }
      : { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', holder: 'Card holder' };
  await page.getByLabel(labels.number).fill(TEST_CARD.number);
  await page.getByLabel(labels.expiry).fill(TEST_CARD.expiry);
  await page.getByLabel(labels.cvc).fill(TEST_CARD.cvc);
  await page.getByLabel(labels.holder).fill(TEST_CARD.holder);
}

/**
 * Puts money on the account of `request` the way a provider does: makedeposit, then the sandbox
 * page's success choice (its webhook credits the ledger). E-wallet needs no card.
 */
export async function depositThroughSandbox(request: APIRequestContext, amount: number): Promise<number> {
  const created = await postApi<{ id: number; redirect_url: string }>(request, 'cashier/makedeposit', {
    method: 'ewallet',
    amount: String(amount),
  });
  const response = await request.post(created.redirect_url, { form: { choice: 'success' }, maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`sandbox page answered ${response.status()}`);
  return created.id;
}

/**
 * A new player who may withdraw (decision 0014): registered and logged in on `request` (the
 * registration's code confirmed the email), name and birth date saved, and `amount` EUR deposited
 * through the sandbox provider.
 */
export async function withdrawReadyPlayer(
  request: APIRequestContext,
  register: () => Promise<{ login: string }>,
  amount: number,
): Promise<void> {
  await register();
  await postApi(request, 'account/saveProfileInfo', {
    first_name: 'Test',
    last_name: 'Player',
    birth_date: '01.01.1990',
  });
  await depositThroughSandbox(request, amount);
}
