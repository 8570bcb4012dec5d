import type { VerificationState } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { formatMessage } from '../../i18n/format.js';
import { verificationView } from './verification-view.js';

const { en, fr } = ALL_MESSAGES;

const base: VerificationState = {
  status: 'none',
  reason: null,
  applicant_id: null,
  attempt: 0,
  decided_at: null,
  is_verified: false,
  is_on_verification: false,
};

const format = (template: string, values: Record<string, string>) => formatMessage(template, values, 'en');

describe('verificationView', () => {
  it('offers to start when nothing is submitted', () => {
    expect(verificationView(base, en.verification, format)).toMatchObject({
      title: 'Not started',
      action: 'start',
      poll: false,
    });
    expect(verificationView({ ...base, status: 'started' }, en.verification, format).action).toBe('start');
  });

  it('polls while in review and only offers to see the submission', () => {
    expect(verificationView({ ...base, status: 'pending' }, en.verification, format)).toMatchObject({
      title: 'In review',
      action: 'view',
      actionLabel: 'See my submission',
      poll: true,
    });
  });

  it('words the reason of a rejection and offers to try again, in both locales', () => {
    const state = { ...base, status: 'rejected' as const, reason: 'EXPIRATION_DATE' };
    expect(verificationView(state, en.verification, format)).toMatchObject({
      text: 'Your verification was rejected. Reason: the document has expired.',
      action: 'retry',
      actionLabel: 'Try again',
    });
    expect(verificationView(state, fr.verification, format).text).toBe(
      'Votre vérification a été refusée. Motif : le document est expiré.',
    );
  });

  it('falls back to a plain reason for an unknown label', () => {
    const state = { ...base, status: 'resubmission' as const, reason: 'SOMETHING_NEW' };
    expect(verificationView(state, en.verification, format)).toMatchObject({
      text: 'We need new documents to finish your verification. Reason: no reason was given.',
      action: 'resubmit',
    });
  });

  it('says verified once approved', () => {
    expect(verificationView({ ...base, status: 'approved' }, en.verification, format)).toMatchObject({
      title: 'Verified',
      tone: 'success',
      action: null,
    });
  });
});
