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
  it('gives the player-worded English messages (decision 0035)', async () => {
    const resolver = zodFormResolver(registerForm, 'en');
    expect(await messagesOf(resolver, emptyRegistration)).toEqual({
      login: 'Please fill in this field',
      password: 'Please fill in this field',
      terms: 'Tick this box to go on',
    });
    expect(
      await messagesOf(resolver, { ...emptyRegistration, login: 'a@b', password: '12345', terms: true }),
    ).toEqual({
      login: 'Check the email address, for example name@example.com',
      password: 'Use at least 6 characters',
    });
    expect(
      await messagesOf(resolver, {
        ...emptyRegistration,
        login: '12ab',
        password: 'x'.repeat(129),
        terms: true,
      }),
    ).toEqual({
      login: 'Enter your email address, or your phone number with its country code',
      password: 'Use no more than 128 characters',
    });
  });

  it('gives them in French on French pages', async () => {
    const resolver = zodFormResolver(registerForm, 'fr');
    expect(await messagesOf(resolver, emptyRegistration)).toEqual({
      login: 'Veuillez remplir ce champ',
      password: 'Veuillez remplir ce champ',
      terms: 'Cochez cette case pour continuer',
    });
    expect(
      await messagesOf(resolver, { ...emptyRegistration, login: 'a@b', password: '12345', terms: true }),
    ).toEqual({
      login: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr',
      password: 'Saisissez au moins 6 caractères',
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
      password_repeat: 'The two passwords are different',
    });
    expect(await messagesOf(resolver, { password: 'secret12', password_repeat: 'secret12' })).toEqual({});
  });
});
