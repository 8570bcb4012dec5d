import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.js';
import { isWebhookRefusal } from '../../http/signed-webhooks.js';
import { SandboxPsp, signWebhook } from './sandbox-psp.js';
import { isValidCard, returnPath } from './sandbox-routes.js';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
const now = Math.floor(clock.now().getTime() / 1000);
const sandbox = new SandboxPsp({
  secret: SECRET,
  pendingDelayMs: 1000,
  duplicateProbability: 0,
  clock,
  lookup: async () => null,
});
const body = JSON.stringify({
  id: 'evt_1',
  reference: 'psp_0123456789abcdef01234567',
  status: 'success',
  amount_minor: '2500',
  currency: 'EUR',
});

function parse(rawBody: string, signature?: string) {
  return () =>
    sandbox.parseWebhook({
      headers: signature === undefined ? {} : { 'x-psp-signature': signature },
      rawBody,
    });
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isWebhookRefusal(error)) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'accepted';
}

describe('sandbox webhook signature', () => {
  it('signs HMAC-SHA256 of "{t}.{body}" as t=…,v1=…', () => {
    // Reference value from: printf '%s' '1700000000.{}' | openssl dgst -sha256 -hmac key
    expect(signWebhook('key', 1_700_000_000, '{}')).toBe(
      't=1700000000,v1=9d713ed406bb7076d4123f0dc2c39d2df5c654ed4b0cd56b52c8b4c940bd63ae',
    );
  });

  it('reads a correctly signed, fresh event', () => {
    expect(parse(body, signWebhook(SECRET, now, body))()).toEqual({
      eventId: 'evt_1',
      providerReference: 'psp_0123456789abcdef01234567',
      status: 'success',
      amountMinor: 2500n,
      currency: 'EUR',
    });
  });

  it.each([
    { name: 'no header', signature: undefined, raw: body, expected: '401 unsigned' },
    { name: 'empty header', signature: '', raw: body, expected: '401 unsigned' },
    { name: 'no v1', signature: `t=${now}`, raw: body, expected: '401 unsigned' },
    { name: 'short digest', signature: `t=${now},v1=abcd`, raw: body, expected: '401 unsigned' },
    {
      name: 'other secret',
      signature: signWebhook(`${SECRET}x`, now, body),
      raw: body,
      expected: '401 bad_signature',
    },
    {
      name: 'body changed',
      signature: signWebhook(SECRET, now, body),
      raw: body.replace('2500', '2501'),
      expected: '401 bad_signature',
    },
    {
      name: 'timestamp changed',
      signature: signWebhook(SECRET, now, body).replace(`t=${now}`, `t=${now + 1}`),
      raw: body,
      expected: '401 bad_signature',
    },
    { name: '301 s old', signature: signWebhook(SECRET, now - 301, body), raw: body, expected: '401 stale' },
    { name: '300 s old', signature: signWebhook(SECRET, now - 300, body), raw: body, expected: 'accepted' },
    { name: 'not JSON', signature: signWebhook(SECRET, now, 'x'), raw: 'x', expected: '400 malformed' },
    {
      name: 'unknown status',
      signature: signWebhook(SECRET, now, body.replace('success', 'refunded')),
      raw: body.replace('success', 'refunded'),
      expected: '400 malformed',
    },
    {
      name: 'amount not an integer',
      signature: signWebhook(SECRET, now, body.replace('"2500"', '"25.00"')),
      raw: body.replace('"2500"', '"25.00"'),
      expected: '400 malformed',
    },
  ])('$name → $expected', ({ signature, raw, expected }) => {
    expect(refusal(parse(raw, signature))).toBe(expected);
  });
});

describe('sandbox card check (on the provider page only)', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  const card = {
    card_number: '4242 4242 4242 4242',
    card_expiry: '11/26',
    card_cvc: '123',
    card_holder: "D'Arc",
  };
  it.each([
    [card, true],
    [{ ...card, card_number: '4242424242424241' }, false],
    [{ ...card, card_number: '4242' }, false],
    [{ ...card, card_expiry: '10/26' }, false],
    [{ ...card, card_expiry: '13/27' }, false],
    [{ ...card, card_cvc: '1234' }, true],
    [{ ...card, card_cvc: '12a' }, false],
    [{ ...card, card_holder: 'R2D2' }, false],
    [{}, false],
  ])('%j → %s', (fields, valid) => {
    expect(isValidCard(fields, today)).toBe(valid);
  });
});

describe('return pages', () => {
  const payment = {
    transactionId: 7,
    method: 'card',
    amountMinor: 100n,
    currency: 'EUR',
    locale: 'en',
    status: 'created',
  };
  it.each([
    ['success', 'en', '/cashier/paysuccess/7'],
    ['failure', 'en', '/cashier/payfail/7'],
    ['pending', 'fr', '/fr/cashier/paypending/7'],
    ['cancel', 'en', '/cashier/paycancel'],
  ] as const)('%s (%s) → %s', (choice, locale, path) => {
    expect(returnPath(choice, payment, locale)).toBe(path);
  });
});
