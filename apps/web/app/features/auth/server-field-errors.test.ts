import { AppError } from '@jeton/domain';
import { describe, expect, it, vi } from 'vitest';
import { carriedOptions } from './carried-options.js';
import { applyServerFieldErrors } from './server-field-errors.js';

describe('applyServerFieldErrors', () => {
  it('puts each message on its field and focuses the first only', () => {
    const setError = vi.fn();
    const error = AppError.invalidParameters({
      login: 'This login is already registered',
      password: 'Use at least 6 characters',
    });
    expect(applyServerFieldErrors(error, ['login', 'password'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['login', { type: 'server', message: 'This login is already registered' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Use at least 6 characters' }, { shouldFocus: false }],
    ]);
  });

  it('leaves fields the form does not have, and errors without fields, to the form alert', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldErrors(
        AppError.invalidParameters({ fakename: 'Choose a nickname of letters and digits, without spaces' }),
        ['login'],
        setError,
      ),
    ).toBe(false);
    expect(
      applyServerFieldErrors(new AppError('TooManyRequestsException', 'slow down'), ['login'], setError),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('carriedOptions', () => {
  it('keeps what closing must do and drops the props', () => {
    const onClose = () => {};
    expect(carriedOptions({ preventClose: true, onClose, props: { contact: 'a@b.cd' } })).toEqual({
      preventClose: true,
      onClose,
    });
    expect(carriedOptions({ onCloseGoHome: true })).toEqual({ onCloseGoHome: true });
  });
});
