import { addNoteInput, operatorLoginInput, reasonField } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormResolver } from './form-resolver.js';

type Resolved = { values: Record<string, unknown>; errors: Record<string, { message?: string }> };

async function resolve(schema: z.ZodType, values: Record<string, unknown>, locale: 'en' | 'fr' = 'en') {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's resolver context is not used here
  const resolver = zodFormResolver(schema as z.ZodType<any>, locale) as any;
  return (await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })) as Resolved;
}

describe('the forms run the contract rules with the shared messages', () => {
  it('asks for the 6 digits of the authenticator code, in the operator locale', async () => {
    const values = { email: 'ada@jeton.test', password: 'secret', totp: '12ab' };
    expect((await resolve(operatorLoginInput, values)).errors.totp?.message).toBe(
      'The code must contain 6 digits',
    );
    expect((await resolve(operatorLoginInput, values, 'fr')).errors.totp?.message).toMatch(/6/);
  });

  it('normalizes what it accepts (the email in lower case)', async () => {
    const result = await resolve(operatorLoginInput, {
      email: ' Ada@Jeton.test ',
      password: 'x',
      totp: '123456',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'ada@jeton.test', password: 'x', totp: '123456' });
  });

  it('refuses an empty or too long reason and note', async () => {
    const reason = z.object({ text: reasonField });
    expect((await resolve(reason, { text: '   ' })).errors.text?.message).toBe('Field is required');
    expect((await resolve(reason, { text: 'x'.repeat(501) })).errors.text?.message).toBe('Max length is 500');
    const note = z.object({ text: addNoteInput.shape.text });
    expect((await resolve(note, { text: 'x'.repeat(2001) })).errors.text?.message).toBe('Max length is 2000');
  });
});
