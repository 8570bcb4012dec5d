import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { isRegistrationCodeAsk, resendAtOf } from './registration-code-step.js';

const ask = (data?: Record<string, unknown>) =>
  new AppError('UserNeedConfirmContactException', 'We sent a code', {
    code: 'REGISTRATION_CODE_SENT',
    ...(data ? { data } : {}),
  });

describe('the registration code step', () => {
  it('starts on the first step’s ask for a code, and on nothing else', () => {
    expect(isRegistrationCodeAsk(ask())).toBe(true);
    expect(
      isRegistrationCodeAsk(
        new AppError('UserNeedConfirmContactException', 'Confirm', { code: 'CONTACT_UNCONFIRMED' }),
      ),
    ).toBe(false);
    expect(
      isRegistrationCodeAsk(
        AppError.invalidParameters({ login: 'Check the email address, for example name@example.com' }),
      ),
    ).toBe(false);
    expect(isRegistrationCodeAsk(new Error('network'))).toBe(false);
  });

  it('offers a new code when the server says, a minute when it does not say', () => {
    expect(resendAtOf(ask({ resend_time: 40 }), 1_000)).toBe(41_000);
    expect(resendAtOf(ask(), 1_000)).toBe(61_000);
    expect(resendAtOf(ask({ resend_time: 'soon' }), 0)).toBe(60_000);
  });
});
