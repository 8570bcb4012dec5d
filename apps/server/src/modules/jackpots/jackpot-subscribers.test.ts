import { describe, expect, it } from 'vitest';
import { stakeOf } from './jackpot-subscribers.js';

const event = (payload: Record<string, unknown>) => ({
  id: 1,
  topic: 'wallet.bet',
  key: 'user:7',
  payload,
  createdAt: new Date('2026-11-28T12:00:00Z'),
});

const bet = {
  userId: 7,
  currency: 'EUR',
  money: 'real',
  parts: { main: '900', bonus: '100' },
  total: '1000',
  game: 'jeton-dice',
  studio: 'jeton',
  roundId: 'r1',
  transactionId: 't1',
  ledgerTransactionId: 42,
  at: '2026-11-28T12:00:00.000Z',
};

describe('a wallet.bet event as the jackpot engine reads it', () => {
  it('takes the whole real-money total, the bet’s ledger transaction and the event’s time', () => {
    expect(stakeOf(event(bet))).toEqual({
      userId: 7,
      currency: 'EUR',
      money: 'real',
      total: 1000n,
      game: 'jeton-dice',
      studio: 'jeton',
      roundId: 'r1',
      ledgerTransactionId: 42,
      at: new Date('2026-11-28T12:00:00Z'),
    });
  });

  it.each([
    ['a bet that moved nothing', { ledgerTransactionId: null }],
    ['a total that is not a whole number', { total: '1e3' }],
    ['a negative total', { total: '-5' }],
    ['no player', { userId: 'x' }],
  ])('ignores %s', (_name, change) => {
    expect(stakeOf(event({ ...bet, ...change }))).toBeNull();
  });
});
