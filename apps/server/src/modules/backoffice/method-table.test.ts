import { describe, expect, it } from 'vitest';
import type { BackofficeKit } from '../../wiring/backoffice-methods.js';
import { backofficeMethodTable } from './method-table.js';

// The merge of the back office's own methods with the modules' (decision 0093): one handler per
// contract method, checked when the app starts (a missing one fails the typecheck of services.ts first).

const kit: BackofficeKit = { audit: { record: async () => {} } };
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

describe('the back office method table', () => {
  it('merges the modules’ methods with its own', () => {
    const table = backofficeMethodTable([{ backoffice: () => sportsbook }, {}], kit);
    expect(table['sportsbook/events'].errors).toEqual([]);
    expect(table['auth/login']).toBeDefined();
  });

  it('refuses a method two modules give', () => {
    expect(() =>
      backofficeMethodTable([{ backoffice: () => sportsbook }, { backoffice: () => sportsbook }], kit),
    ).toThrow('Two handlers for the back-office method sportsbook/events');
  });

  it('refuses a method the back office has already', () => {
    const both = { ...sportsbook, 'players/get': method };
    expect(() => backofficeMethodTable([{ backoffice: () => both }], kit)).toThrow(
      'Two handlers for the back-office method players/get',
    );
  });

  it('refuses a method of no contract, and a contract method without a handler', () => {
    expect(() =>
      backofficeMethodTable([{ backoffice: () => ({ ...sportsbook, 'sportsbook/nope': method }) }], kit),
    ).toThrow('sportsbook/nope is no back-office method');
    const { 'sportsbook/bets': _left, ...short } = sportsbook;
    expect(() => backofficeMethodTable([{ backoffice: () => short }], kit)).toThrow(
      'No handler for the back-office methods sportsbook/bets',
    );
  });
});
