// The cashier-config section of the content configuration (spec sections 3 and 8): where the header
// shows the balance detalization, each payment method's icon and description, and the links the
// withdrawal errors' buttons open. Its zod schema is in content-document.ts: the player site's first
// load reads the defaults here, and a schema built here would bring zod's runtime along.

export type DetalizationPlace = 'header-cashier' | 'header-profile-menu';

export interface PaymentMethodInfo {
  sysname: string;
  /** A name from the site's icon sheet. */
  icons: string[];
  descriptions: string[];
}

export interface CashierConfig {
  detalization: { enableDetalization: boolean; displayedDetalization: DetalizationPlace };
  paymentMethods: PaymentMethodInfo[];
  /** Error type → the path of the button shown with a withdrawal error (unconfirmed contact, KYC). */
  errorLinks: Record<string, string>;
}

export const DEFAULT_CASHIER_CONFIG: CashierConfig = {
  detalization: { enableDetalization: false, displayedDetalization: 'header-cashier' },
  paymentMethods: [],
  errorLinks: {
    UserNeedConfirmContactException: '/profile/settings',
    KycWithdrawalException: '/profile/verification',
    KycUserProfileException: '/profile/settings',
  },
};
