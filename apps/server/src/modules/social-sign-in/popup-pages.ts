import { randomBytes } from 'node:crypto';
import { type AppError, type LocaleCode, SECOND_FACTOR_LOCKED } from '@jeton/domain';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../http/escape-html.js';
import type { SignInFailure } from './sign-in-errors.js';

// The pages shown in the sign-in popup after the provider: "signed in" (which tells the opener and
// closes), the password proof before linking to an existing account, and the failures. Server
// rendered, in English and French, with one nonce'd script and nothing from elsewhere.

/** The opener listens on this channel; it works even when the provider's page cut `window.opener`. */
export const SIGN_IN_CHANNEL = 'jeton-social-sign-in';

const TEXTS = {
  en: {
    done: 'You are signed in',
    doneHint: 'This window closes by itself. If it does not, go back to the site.',
    back: 'Back to the site',
    linkTitle: 'Link your account',
    linkIntro: (email: string) =>
      `An account with ${email} already exists. Enter its password to link this sign-in to it. Without it, nothing is linked.`,
    password: 'Password',
    code: 'Two-factor code (if it is on)',
    link: 'Link and sign in',
    wrongPassword: 'Wrong password.',
    orCode: 'No password? Use a code sent by email',
    sendCode: (email: string) => `Send a code to ${email}`,
    codeSent: (email: string) => `A 6-digit code was sent to ${email}. It is valid for 15 minutes.`,
    emailCode: 'Code from the email',
    linkWithCode: 'Link with the code',
    resendCode: 'Send a new code',
    wrongCode: 'The code is wrong.',
    codeShape: 'The code must contain 6 digits.',
    secondFactorNeeded: 'Two-factor authentication is on: enter the code from your app too.',
    secondFactorLocked: (minutes: number) =>
      `Too many wrong two-factor codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    failed: 'Sign-in did not work',
    failures: {
      expired: 'This sign-in is unknown, expired or already used. Start again from the site.',
      cancelled: 'The sign-in was cancelled.',
      refused: 'The provider’s answer could not be verified. Start again from the site.',
      unknownService: 'This sign-in service is not offered.',
      badRedirect: 'This sign-in was started from an address outside the site.',
      linkExpired: 'This link request has expired or was tried too often. Start again from the site.',
    } satisfies Record<SignInFailure, string>,
  },
  fr: {
    done: 'Vous êtes connecté',
    doneHint: 'Cette fenêtre se ferme d’elle-même. Sinon, revenez sur le site.',
    back: 'Revenir sur le site',
    linkTitle: 'Associer votre compte',
    linkIntro: (email: string) =>
      `Un compte existe déjà avec ${email}. Saisissez son mot de passe pour y associer cette connexion. Sans lui, rien n’est associé.`,
    password: 'Mot de passe',
    code: 'Code de double authentification (s’il est activé)',
    link: 'Associer et se connecter',
    wrongPassword: 'Mot de passe incorrect.',
    orCode: 'Pas de mot de passe ? Utilisez un code envoyé par e-mail',
    sendCode: (email: string) => `Envoyer un code à ${email}`,
    codeSent: (email: string) => `Un code à 6 chiffres a été envoyé à ${email}. Il est valable 15 minutes.`,
    emailCode: 'Code reçu par e-mail',
    linkWithCode: 'Associer avec le code',
    resendCode: 'Envoyer un nouveau code',
    wrongCode: 'Le code est incorrect.',
    codeShape: 'Le code doit contenir 6 chiffres.',
    secondFactorNeeded:
      'La double authentification est activée : saisissez aussi le code de votre application.',
    secondFactorLocked: (minutes: number) =>
      `Trop de codes de double authentification erronés. Réessayez dans ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    failed: 'La connexion n’a pas abouti',
    failures: {
      expired: 'Cette connexion est inconnue, expirée ou déjà utilisée. Recommencez depuis le site.',
      cancelled: 'La connexion a été annulée.',
      refused: 'La réponse du fournisseur n’a pas pu être vérifiée. Recommencez depuis le site.',
      unknownService: 'Ce service de connexion n’est pas proposé.',
      badRedirect: 'Cette connexion a été lancée depuis une adresse extérieure au site.',
      linkExpired: 'Cette demande d’association a expiré ou a été trop essayée. Recommencez depuis le site.',
    } satisfies Record<SignInFailure, string>,
  },
} as const;

/** The popup's words in one language (the routes word the errors they show with them). */
export function linkTexts(locale: LocaleCode) {
  return TEXTS[locale];
}

/** A refused link proof in the page's language; the server's own words for the rarer refusals. */
export function linkErrorText(error: AppError, locale: LocaleCode): string {
  const texts = TEXTS[locale];
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return texts.wrongPassword;
    case 'CONFIRMATION_CODE_WRONG':
      return texts.wrongCode;
    case 'TWO_FACTOR_REQUIRED':
      return texts.secondFactorNeeded;
    case SECOND_FACTOR_LOCKED:
      return texts.secondFactorLocked(Math.ceil(Number(error.data?.retry_after ?? 60) / 60));
    default:
      return error.message;
  }
}

const STYLE = `body{font:16px system-ui;background:#0f1220;color:#e8eaf6;max-width:26rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.35rem}h2{font-size:1.05rem;margin-top:1.6rem}button.secondary{background:transparent;color:#ffc940;border:2px solid #ffc940}a{color:#ffc940}label{display:block;margin:.8rem 0}
input{display:block;width:100%;padding:.5rem;box-sizing:border-box;margin-top:.3rem;font-size:1rem}
button{padding:.7rem 1rem;font-size:1rem;margin-top:.5rem;width:100%;background:#ffc940;color:#1a1e33;border:0;border-radius:.4rem}
.error{color:#ff8a80;font-weight:600}:focus-visible{outline:3px solid #ffc940;outline-offset:2px}`;

function send(
  reply: FastifyReply,
  status: number,
  locale: LocaleCode,
  title: string,
  body: string,
  script = '',
) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .headers({
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      'cache-control': 'no-store',
      // Not no-referrer: a form posted from it would then carry `Origin: null`, refused as cross-origin.
      'referrer-policy': 'same-origin',
    })
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main>${
      script ? `<script nonce="${nonce}">${script}</script>` : ''
    }</body></html>`);
}

/** Signed in: tells the opener, then closes; without an opener, goes to the page it came from. */
export function signedInPage(reply: FastifyReply, locale: LocaleCode, redirectUrl: string) {
  const t = TEXTS[locale];
  const data = JSON.stringify({ channel: SIGN_IN_CHANNEL, redirectUrl }).replace(/</g, '\\u003c');
  const script = `(function(){var d=${data};
try{var c=new BroadcastChannel(d.channel);c.postMessage({type:'signed-in'});c.close();}catch(e){}
if(window.opener||window.name===d.channel){setTimeout(function(){window.close();},50);}
setTimeout(function(){location.replace(d.redirectUrl);},window.opener||window.name===d.channel?1500:0);})();`;
  return send(
    reply,
    200,
    locale,
    t.done,
    `<p>${t.doneHint}</p><p><a href="${escapeHtml(redirectUrl)}">${t.back}</a></p>`,
    script,
  );
}

/** Which form a shown error belongs to: the password's or the email code's. */
export type LinkProofKind = 'password' | 'emailCode';

export function linkPage(
  reply: FastifyReply,
  options: {
    locale: LocaleCode;
    token: string;
    email: string;
    error?: string | undefined;
    status?: number;
    /** A code went to the account's email: its form is shown. */
    codeSent?: boolean;
    errorFor?: LinkProofKind;
  },
) {
  const t = TEXTS[options.locale];
  const errorFor = options.errorFor ?? 'password';
  const errorOf = (kind: LinkProofKind) =>
    options.error && errorFor === kind
      ? `<p class="error" role="alert" id="${kind}-error">${escapeHtml(options.error)}</p>`
      : '';
  const described = (kind: LinkProofKind) =>
    options.error && errorFor === kind ? ` aria-describedby="${kind}-error" aria-invalid="true"` : '';
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(options.token)}">
<input type="hidden" name="locale" value="${options.locale}">`;
  const secondFactor = `<label>${t.code}<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="16"></label>`;
  const codeForm = options.codeSent
    ? `<p>${escapeHtml(t.codeSent(options.email))}</p>${errorOf('emailCode')}
<form method="post" action="/oauth/link">${hidden}
<label>${t.emailCode}<input name="email_code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${described('emailCode')}></label>
${secondFactor}<button type="submit">${t.linkWithCode}</button></form>
<form method="post" action="/oauth/link/code">${hidden}<button type="submit" class="secondary">${t.resendCode}</button></form>`
    : `${errorOf('emailCode')}<form method="post" action="/oauth/link/code">${hidden}<button type="submit" class="secondary">${escapeHtml(t.sendCode(options.email))}</button></form>`;
  return send(
    reply,
    options.status ?? 200,
    options.locale,
    t.linkTitle,
    `<p>${escapeHtml(t.linkIntro(options.email))}</p>${errorOf('password')}
<form method="post" action="/oauth/link">${hidden}
<label>${t.password}<input type="password" name="password" autocomplete="current-password" required${described('password')}></label>
${secondFactor}<button type="submit">${t.link}</button></form>
<h2>${t.orCode}</h2>${codeForm}`,
  );
}

export function failurePage(reply: FastifyReply, locale: LocaleCode, failure: SignInFailure, status = 400) {
  const t = TEXTS[locale];
  return send(
    reply,
    status,
    locale,
    t.failed,
    `<p class="error">${t.failures[failure]}</p><p><a href="${locale === 'en' ? '/' : `/${locale}/`}">${t.back}</a></p>`,
  );
}
