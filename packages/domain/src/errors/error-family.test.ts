import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { errorFamily } from './error-family.js';

const family = errorFamily({
  TAKEN: { type: 'InvalidRequestException', status: 409 },
  BROKEN: { type: 'InternalServerErrorException' },
});

describe('errorFamily', () => {
  it('makes AppErrors of the code’s type, with the status the family gives it', () => {
    const taken = family.create('TAKEN', 'Already taken', {
      data: { reason: 'x' },
      internalMessage: 'key k',
    });
    expect(taken).toBeInstanceOf(AppError);
    expect(taken.toEnvelope()).toEqual({
      error: {
        type: 'InvalidRequestException',
        message: 'Already taken',
        code: 'TAKEN',
        data: { reason: 'x' },
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.internalMessage).toBe('key k');
    expect(family.create('BROKEN', 'Oops').status).toBe(500);
  });

  it('recognises its own codes only, and narrows to the codes asked', () => {
    const taken = family.create('TAKEN', 'Already taken');
    expect(family.is(taken)).toBe(true);
    expect(family.is(taken, 'TAKEN')).toBe(true);
    expect(family.is(taken, 'BROKEN')).toBe(false);
    expect(family.is(new AppError('InvalidRequestException', 'Other', { code: 'OTHER' }))).toBe(false);
    expect(family.is(new AppError('InvalidRequestException', 'No code'))).toBe(false);
    expect(family.is(Object.assign(new Error('Look-alike'), { code: 'TAKEN' }))).toBe(false);
  });
});
