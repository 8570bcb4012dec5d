import { escapeHtml } from '../../http/escape-html.js';
import type { SandboxPage } from '../sandbox-page.js';
import type { AuthorizationRequest } from './sandbox-oidc.js';

// The sandbox OpenID provider's sign-in page, in English and French (ui_locales).

export type PageLocale = 'en' | 'fr';

const TEXTS = {
  en: {
    title: 'Sandbox ID: sign in',
    intro: 'This test provider signs in whoever you say. The same email is the same person every time.',
    email: 'Email',
    name: 'Name',
    submit: 'Sign in and continue',
    cancel: 'Cancel',
    badRequest: 'This sign-in request is invalid',
    emailRequired: 'Enter a valid email address.',
  },
  fr: {
    title: 'Sandbox ID : connexion',
    intro:
      'Ce fournisseur de test connecte la personne que vous indiquez. Le même e-mail désigne toujours la même personne.',
    email: 'E-mail',
    name: 'Nom',
    submit: 'Se connecter et continuer',
    cancel: 'Annuler',
    badRequest: 'Cette demande de connexion n’est pas valide',
    emailRequired: 'Saisissez une adresse e-mail valide.',
  },
} as const;

export const OIDC_PAGE_STYLE = `body{font:16px system-ui;background:#f4f5f9;color:#1a1e33;max-width:26rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.4rem}label{display:block;margin:.8rem 0}input{display:block;width:100%;padding:.5rem;box-sizing:border-box;margin-top:.3rem;font-size:1rem}
button{padding:.7rem 1rem;font-size:1rem;margin-top:.5rem;width:100%}.error{color:#b00020;font-weight:600}
:focus-visible{outline:3px solid #3553d6;outline-offset:2px}`;

export function localeOf(uiLocales: string | undefined): PageLocale {
  return uiLocales?.split(' ')[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const HIDDEN_FIELDS: readonly (keyof AuthorizationRequest)[] = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
];

export function signInPage(
  locale: PageLocale,
  action: string,
  request: AuthorizationRequest,
  values: { email?: string; name?: string; error?: boolean } = {},
): SandboxPage {
  const t = TEXTS[locale];
  const hidden = [...HIDDEN_FIELDS, 'ui_locales' as const]
    .map((name) => {
      const value = name === 'ui_locales' ? locale : request[name];
      return value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    })
    .join('');
  const error = values.error ? `<p class="error" id="email-error">${t.emailRequired}</p>` : '';
  return {
    locale,
    title: t.title,
    style: OIDC_PAGE_STYLE,
    content: `<main><p>${t.intro}</p>${error}<form method="post" action="${escapeHtml(action)}">${hidden}
<label>${t.email}<input name="email" type="email" autocomplete="email" required${
      values.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
    } value="${escapeHtml(values.email ?? '')}"></label>
<label>${t.name}<input name="name" autocomplete="name" maxlength="80" value="${escapeHtml(values.name ?? '')}"></label>
<button type="submit" name="decision" value="allow">${t.submit}</button>
<button type="submit" name="decision" value="deny" formnovalidate>${t.cancel}</button></form></main>`,
  };
}

export function badRequestPage(locale: PageLocale, reason: string): SandboxPage {
  const t = TEXTS[locale];
  return {
    locale,
    title: t.badRequest,
    style: OIDC_PAGE_STYLE,
    content: `<main><p class="error">${escapeHtml(reason)}</p></main>`,
  };
}
