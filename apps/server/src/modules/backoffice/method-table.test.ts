import { BACKOFFICE_METHODS } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import type { BackofficeKit } from '../../wiring/backoffice-methods.js';
import { csvStream } from './csv-export.js';
import { CONTRIBUTED_GROUPS } from './method-call.js';
import { backofficeMethodTable } from './method-table.js';

// The merge of the back office's own methods with the modules' (decision 0093): one handler per
// contract method, checked when the app starts (a missing one fails the typecheck of services.ts first).

const kit: BackofficeKit = { audit: { record: async () => {} }, csv: csvStream };
const method = { errors: [], handle: async () => ({ items: [] }) };
const sportsbook = {
  'sportsbook/events': method,
  'sportsbook/bets': method,
  'sportsbook/marketStatus': method,
  'sportsbook/settleMarket': method,
  'sportsbook/voidEvent': method,
  'sportsbook/cashOutSettings': method,
  'sportsbook/saveCashOut': method,
};
/** The other modules' contributed methods, stubbed: the cases below vary the sportsbook's. */
const others = {
  backoffice: () =>
    Object.fromEntries(
      Object.keys(BACKOFFICE_METHODS)
        .filter((name) => !name.startsWith('sportsbook/'))
        .filter((name) => CONTRIBUTED_GROUPS.some((group) => name.startsWith(`${group}/`)))
        .map((name) => [name, method]),
    ),
};

describe('the back office method table', () => {
  it('merges the modules’ methods with its own', () => {
    const table = backofficeMethodTable([{ backoffice: () => sportsbook }, others, {}], kit);
    expect(table['sportsbook/events'].errors).toEqual([]);
    expect(table['auth/login']).toBeDefined();
  });

  it('refuses a method two modules give', () => {
    expect(() =>
      backofficeMethodTable(
        [{ backoffice: () => sportsbook }, { backoffice: () => sportsbook }, others],
        kit,
      ),
    ).toThrow('Two handlers for the back-office method sportsbook/events');
  });

  it('refuses a method the back office has already', () => {
    const both = { ...sportsbook, 'players/get': method };
    expect(() => backofficeMethodTable([{ backoffice: () => both }, others], kit)).toThrow(
      'Two handlers for the back-office method players/get',
    );
  });

  it('refuses a method of no contract, and a contract method without a handler', () => {
    expect(() =>
      backofficeMethodTable(
        [{ backoffice: () => ({ ...sportsbook, 'sportsbook/nope': method }) }, others],
        kit,
      ),
    ).toThrow('sportsbook/nope is no back-office method');
    const { 'sportsbook/bets': _left, ...short } = sportsbook;
    expect(() => backofficeMethodTable([{ backoffice: () => short }, others], kit)).toThrow(
      'No handler for the back-office methods sportsbook/bets',
    );
  });
});
