// Contact channels and unsubscribe outcomes, which the API's schemas and the account entities share.

export const CONTACT_CHANNELS = ['email', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** account/unsubscribe's answer: what the signed link did, and to which kind of contact. */
export const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'already_unsubscribed'] as const;
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number];
