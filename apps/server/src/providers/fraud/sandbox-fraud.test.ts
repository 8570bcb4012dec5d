import { describe, expect, it } from 'vitest';
import type { FraudCheckRequest } from '../../ports/fraud-provider.js';
import { SandboxFraud, type SandboxFraudHistory } from './sandbox-fraud.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const clock = { now: () => NOW };
const DAY = 24 * 60 * 60_000;

function history(overrides: Partial<Record<keyof SandboxFraudHistory, number>> = {}): SandboxFraudHistory {
  return {
    otherPlayersFromIp: async () => overrides.otherPlayersFromIp ?? 0,
    otherPlayersOnDevice: async () => overrides.otherPlayersOnDevice ?? 0,
    depositsSince: async () => overrides.depositsSince ?? 0,
  };
}

const request = (overrides: Partial<FraudCheckRequest> = {}): FraudCheckRequest => ({
  subject: 'registration',
  userId: 1,
  email: 'ada@gmail.com',
  ip: '203.0.113.5',
  deviceSession: 'device-1',
  accountCreatedAt: new Date(NOW.getTime() - 30 * DAY),
  ...overrides,
});

describe('the sandbox fraud provider', () => {
  it('approves a clean registration with a score of 0', async () => {
    const verdict = await new SandboxFraud({ history: history(), clock }).check(request());
    expect(verdict).toEqual({ score: 0, decision: 'approve', reasons: [] });
  });

  it("scores a disposable email domain from mailchecker's list", async () => {
    const verdict = await new SandboxFraud({ history: history(), clock }).check(
      request({ email: 'someone@mailinator.com' }),
    );
    expect(verdict).toEqual({ score: 40, decision: 'review', reasons: ['disposable_email'] });
  });

  it('declines a device shared with another player from a busy IP', async () => {
    const verdict = await new SandboxFraud({
      history: history({ otherPlayersOnDevice: 1, otherPlayersFromIp: 3 }),
      clock,
    }).check(request());
    expect(verdict).toEqual({ score: 70, decision: 'decline', reasons: ['shared_device', 'ip_velocity'] });
  });

  it('tolerates two other players on one IP (a household), not three', async () => {
    const fraud = (others: number) =>
      new SandboxFraud({ history: history({ otherPlayersFromIp: others }), clock }).check(request());
    expect((await fraud(2)).reasons).toEqual([]);
    expect((await fraud(3)).reasons).toEqual(['ip_velocity']);
  });

  it('holds a withdrawal of an account under a day old without a device session', async () => {
    const verdict = await new SandboxFraud({ history: history(), clock }).check(
      request({
        subject: 'withdrawal',
        deviceSession: null,
        accountCreatedAt: new Date(NOW.getTime() - 60 * 60_000),
        payment: { id: 9, amount: '50', currency: 'EUR' },
      }),
    );
    expect(verdict).toEqual({ score: 40, decision: 'review', reasons: ['no_device_session', 'new_account'] });
  });

  it('scores a fourth deposit within ten minutes', async () => {
    const verdict = await new SandboxFraud({ history: history({ depositsSince: 3 }), clock }).check(
      request({ subject: 'deposit', payment: { id: 3, amount: '20', currency: 'EUR' } }),
    );
    expect(verdict.reasons).toEqual(['deposit_velocity']);
  });
});
