import { escapeHtml } from '../../http/escape-html.js';
import { REJECT_LABELS } from '../../ports/verification-provider.js';
import { SANDBOX_PAGE_HEADERS } from '../sandbox-page.js';
import type { SandboxApplicant, SandboxDocument } from './sandbox-kyc-store.js';

// The HTML of the sandbox verification provider's hosted page, in the applicant's locale. Every
// value that came from a player (file names) is escaped.

export type PageLocale = 'en' | 'fr';

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const TEXTS = {
  en: {
    title: 'Sandbox identity verification',
    intro:
      'Test verification provider: upload a photo or scan of an identity document. Nothing is checked for real.',
    documents: 'Your documents',
    noDocuments: 'No document uploaded yet.',
    upload: 'Upload a document',
    documentType: 'Document type',
    file: 'File (JPEG, PNG or PDF, up to {size})',
    send: 'Upload',
    view: 'view',
    reviewer: 'Sandbox reviewer: the decision',
    reviewerIntro:
      'As the provider’s reviewer, choose what the site will be told. The decision arrives a few seconds later.',
    decision: 'Decision',
    approve: 'Approve',
    reject: 'Reject',
    resubmit: 'Ask for new documents',
    reason: 'Reason (for a rejection or a new request)',
    submit: 'Submit for review',
    pending: 'Your documents are in review. The decision reaches the site in a few seconds.',
    completed: 'The review of your documents is over.',
    back: 'Back to the site',
    invalid: 'This verification link is invalid or has expired. Start again from your profile.',
    tooLarge: 'The file is larger than {size}.',
    wrongType: 'Only JPEG, PNG or PDF files are accepted.',
    missingFile: 'Choose a document type and a file.',
    tooMany: 'You cannot upload more documents for this review.',
    notOpen: 'Upload at least one document before submitting.',
    types: { passport: 'Passport', id_card: 'Identity card', driving_licence: 'Driving licence' },
    reasons: {
      UNSATISFACTORY_PHOTOS: 'Unreadable photos',
      EXPIRATION_DATE: 'Expired document',
      PROBLEMATIC_APPLICANT_DATA: 'Data does not match the profile',
      FORGERY: 'Suspected forgery',
    },
  },
  fr: {
    title: 'Vérification d’identité sandbox',
    intro:
      'Prestataire de vérification de test : envoyez la photo ou le scan d’une pièce d’identité. Rien n’est vérifié pour de vrai.',
    documents: 'Vos documents',
    noDocuments: 'Aucun document envoyé pour l’instant.',
    upload: 'Envoyer un document',
    documentType: 'Type de document',
    file: 'Fichier (JPEG, PNG ou PDF, {size} au plus)',
    send: 'Envoyer',
    view: 'voir',
    reviewer: 'Vérificateur sandbox : la décision',
    reviewerIntro:
      'En tant que vérificateur du prestataire, choisissez ce qui sera annoncé au site. La décision arrive quelques secondes plus tard.',
    decision: 'Décision',
    approve: 'Approuver',
    reject: 'Refuser',
    resubmit: 'Demander de nouveaux documents',
    reason: 'Motif (refus ou nouvelle demande)',
    submit: 'Soumettre pour vérification',
    pending:
      'Vos documents sont en cours de vérification. La décision parvient au site dans quelques secondes.',
    completed: 'La vérification de vos documents est terminée.',
    back: 'Retour au site',
    invalid: 'Ce lien de vérification est invalide ou a expiré. Recommencez depuis votre profil.',
    tooLarge: 'Le fichier dépasse {size}.',
    wrongType: 'Seuls les fichiers JPEG, PNG ou PDF sont acceptés.',
    missingFile: 'Choisissez un type de document et un fichier.',
    tooMany: 'Vous ne pouvez plus envoyer de documents pour cette vérification.',
    notOpen: 'Envoyez au moins un document avant de soumettre.',
    types: { passport: 'Passeport', id_card: 'Carte d’identité', driving_licence: 'Permis de conduire' },
    reasons: {
      UNSATISFACTORY_PHOTOS: 'Photos illisibles',
      EXPIRATION_DATE: 'Document expiré',
      PROBLEMATIC_APPLICANT_DATA: 'Données différentes du profil',
      FORGERY: 'Soupçon de falsification',
    },
  },
} as const;

export type PageMessage = 'tooLarge' | 'wrongType' | 'missingFile' | 'tooMany' | 'notOpen';

export function localeOf(locale: string | undefined): PageLocale {
  return locale === 'fr' ? 'fr' : 'en';
}

export function sitePath(locale: PageLocale, query = ''): string {
  return `${locale === 'fr' ? '/fr' : ''}/profile/verification${query}`;
}

export function megabytes(bytes: number, locale: PageLocale): string {
  const value = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${value.toLocaleString(locale)} MB`.replace('MB', locale === 'fr' ? 'Mo' : 'MB');
}

interface PageState {
  token: string;
  applicant: SandboxApplicant;
  documents: SandboxDocument[];
  maxUploadBytes: number;
  message?: PageMessage | undefined;
}

/** The page body for the applicant's review status. */
export function applicantPage({ token, applicant, documents, maxUploadBytes, message }: PageState): string {
  const locale = localeOf(applicant.locale);
  const t = TEXTS[locale];
  const back = `<p><a href="${sitePath(locale)}">${t.back}</a></p>`;
  if (applicant.reviewStatus === 'completed') return `<p role="status">${t.completed}</p>${back}`;
  if (applicant.reviewStatus === 'pending' && applicant.decision !== null) {
    return `<p role="status">${t.pending}</p>${back}`;
  }
  const size = megabytes(maxUploadBytes, locale);
  const alert = message
    ? `<p class="error" role="alert">${TEXTS[locale][message].replace('{size}', size)}</p>`
    : '';
  const decisionForm = `<section><h2>${t.reviewer}</h2><p>${t.reviewerIntro}</p>
<form method="post" action="/sandbox/kyc/${token}/submit">
<fieldset><legend>${t.decision}</legend>
<label class="choice"><input type="radio" name="decision" value="approved" checked> ${t.approve}</label>
<label class="choice"><input type="radio" name="decision" value="rejected"> ${t.reject}</label>
<label class="choice"><input type="radio" name="decision" value="resubmission"> ${t.resubmit}</label></fieldset>
<label>${t.reason}<select name="reason">${REJECT_LABELS.map(
    (label) => `<option value="${label}">${t.reasons[label]}</option>`,
  ).join('')}</select></label>
<button>${t.submit}</button></form></section>`;
  if (applicant.reviewStatus === 'pending') return `${alert}${decisionForm}${back}`;
  const list =
    documents.length === 0
      ? `<p>${t.noDocuments}</p>`
      : `<ul>${documents
          .map(
            (d) =>
              `<li>${t.types[d.documentType as DocumentType] ?? ''}: ${escapeHtml(d.originalName)} <a href="/sandbox/kyc/${token}/documents/${d.id}">${t.view}</a></li>`,
          )
          .join('')}</ul>`;
  return `<p>${t.intro}</p>${alert}
<section><h2>${t.documents}</h2>${list}</section>
<section><h2>${t.upload}</h2>
<form method="post" action="/sandbox/kyc/${token}/documents" enctype="multipart/form-data">
<label>${t.documentType}<select name="document_type">${DOCUMENT_TYPES.map(
    (type) => `<option value="${type}">${t.types[type]}</option>`,
  ).join('')}</select></label>
<label>${t.file.replace('{size}', size)}<input type="file" name="document" accept="image/jpeg,image/png,application/pdf" required></label>
<button>${t.send}</button></form></section>
${documents.length > 0 ? decisionForm : ''}${back}`;
}

export function invalidLinkPage(): string {
  return `<p role="alert">${TEXTS.en.invalid}</p><p><a href="${sitePath('en')}">${TEXTS.en.back}</a></p>
<p lang="fr">${TEXTS.fr.invalid}</p><p lang="fr"><a href="${sitePath('fr')}">${TEXTS.fr.back}</a></p>`;
}

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SANDBOX_PAGE_HEADERS,
  // The access token is in the address: it must not leak to other sites through the referrer.
  'referrer-policy': 'no-referrer',
};

export const PAGE_STYLE = `body{font:16px system-ui;background:#f4f5f9;color:#1a1e33;max-width:30rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.6rem 0}select,input[type=file]{display:block;width:100%;padding:.4rem;box-sizing:border-box;margin-top:.3rem}
label.choice{display:flex;gap:.5rem;align-items:center}fieldset{border:1px solid #c9cde0;border-radius:.4rem}
section{background:#fff;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
button{padding:.7rem 1rem;font-size:1rem;margin-top:.5rem;width:100%}.error{color:#b00020;font-weight:600}
li{overflow-wrap:anywhere}`;
