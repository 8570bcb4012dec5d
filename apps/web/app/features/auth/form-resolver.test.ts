import { loginForm, registerForm, restorePasswordForm } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { zodFormResolver } from './form-resolver.js';

type Messages = Record<string, string | undefined>;

async function messagesOf(
  resolver: ReturnType<typeof zodFormResolver>,
  values: Record<string, unknown>,
): Promise<Messages> {
  const result = await resolver(values as never, undefined, {} as never);
  const errors = result.errors as Record<string, { message?: string }>;
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.message]));
}

const emptyRegistration = { login: '', password: '', currency: 'EUR', promo_code: '', terms: false };

describe('zodFormResolver', () => {
  it('gives the exact English messages of spec section 5', async () => {
    const resolver = zodFormResolver(registerForm, 'en');
    expect(await messagesOf(resolver, emptyRegistration)).toEqual({
      login: 'Field is required',
      password: 'Field is required',
      terms: 'Field is required',
    });
    expect(
      await messagesOf(resolver, { ...emptyRegistration, login: 'a@b', password: '12345', terms: true }),
    ).toEqual({
      login: 'Wrong email address',
      password: 'Min length is 6',
    });
    expect(
      await messagesOf(resolver, {
        ...emptyRegistration,
        login: '12ab',
        password: 'x'.repeat(21),
        terms: true,
      }),
    ).toEqual({ login: 'Wrong phone number', password: 'Max length is 20' });
  });

  it('gives them in French on French pages', async () => {
    const resolver = zodFormResolver(registerForm, 'fr');
    expect(await messagesOf(resolver, emptyRegistration)).toEqual({
      login: 'Champ obligatoire',
      password: 'Champ obligatoire',
      terms: 'Champ obligatoire',
    });
    expect(
      await messagesOf(resolver, { ...emptyRegistration, login: 'a@b', password: '12345', terms: true }),
    ).toEqual({
      login: 'Adresse e-mail incorrecte',
      password: 'Longueur minimale : 6',
    });
  });

  it('hands the form the normalized values: the leading plus of a phone login is stripped', async () => {
    const resolver = zodFormResolver(loginForm, 'en');
    const result = await resolver(
      { login: '+33 612345678', password: 'secret' } as never,
      undefined,
      {} as never,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ login: '33612345678', password: 'secret' });
  });

  it('checks the repeated password, with extra values that are not fields', async () => {
    const resolver = zodFormResolver(restorePasswordForm, 'en', { token: 'abc' });
    expect(await messagesOf(resolver, { password: 'secret12', password_repeat: 'secret13' })).toEqual({
      password_repeat: 'Passwords do not match',
    });
    expect(await messagesOf(resolver, { password: 'secret12', password_repeat: 'secret12' })).toEqual({});
  });
});
