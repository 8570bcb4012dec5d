import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { unsubscribeFailure } from './unsubscribe-view.js';

describe('unsubscribeFailure', () => {
  it('tells an expired link from a bad one, and both from a call that failed', () => {
    const expired = new AppError('InvalidParameterException', 'expired', {
      code: 'UNSUBSCRIBE_LINK_EXPIRED',
    });
    const invalid = new AppError('InvalidParameterException', 'invalid', {
      code: 'UNSUBSCRIBE_LINK_INVALID',
    });
    expect(unsubscribeFailure(expired)).toBe('expired');
    expect(unsubscribeFailure(invalid)).toBe('invalid');
    expect(unsubscribeFailure(new AppError('TooManyRequestsException', 'slow down'))).toBe('failed');
    expect(unsubscribeFailure(new Error('offline'))).toBe('failed');
  });
});
