// The identity verification tab's texts (issue 12), kept apart from en.ts. en.ts includes it as
// `verification`; fr.ts includes verification.fr.ts, which must match it key for key.

export const verificationEn = {
  intro:
    'We verify the identity of every player before larger withdrawals, as the law asks. You send a photo of an identity document on our verification partner’s secure page.',
  loading: 'Loading your verification…',
  retry: 'Try again',
  opening: 'Opening the verification page…',
  openFailed: 'The verification page could not be opened. Please try again.',
  states: {
    none: {
      title: 'Not started',
      text: 'You have not verified your identity yet.',
      action: 'Verify my identity',
    },
    started: {
      title: 'Not finished',
      text: 'You started the verification but have not sent your documents yet.',
      action: 'Continue the verification',
    },
    pending: {
      title: 'In review',
      text: 'Your documents are being reviewed. This usually takes a few minutes; this page updates by itself.',
      action: 'See my submission',
    },
    approved: {
      title: 'Verified',
      text: 'Your identity is verified. You can withdraw any amount within your limits.',
    },
    rejected: {
      title: 'Rejected',
      text: 'Your verification was rejected. Reason: {reason}.',
      action: 'Try again',
    },
    resubmission: {
      title: 'New documents needed',
      text: 'We need new documents to finish your verification. Reason: {reason}.',
      action: 'Send new documents',
    },
  },
  reasons: {
    UNSATISFACTORY_PHOTOS: 'the photos could not be read',
    EXPIRATION_DATE: 'the document has expired',
    PROBLEMATIC_APPLICANT_DATA: 'the document does not match the details of your profile',
    FORGERY: 'the document does not look genuine',
    other: 'no reason was given',
  },
  statusLabel: 'Verification status',
};
