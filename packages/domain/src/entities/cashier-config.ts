import { z } from 'zod';

// The cashier-config section of the content configuration (spec sections 3 and 8): where the header
// shows the balance detalization, each payment method's icon and description, and the links the
// withdrawal errors' buttons open.

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

export const cashierConfigSchema = z.object({
  detalization: z.object({
    enableDetalization: z.boolean(),
    displayedDetalization: z.enum(['header-cashier', 'header-profile-menu']),
  }),
  paymentMethods: z.array(
    z.object({
      sysname: z.string().min(1),
      icons: z.array(z.string()),
      descriptions: z.array(z.string()),
    }),
  ),
  // Site paths only: an operator's typo must not send a player to another site.
  errorLinks: z.record(z.string(), z.string().regex(/^\/(?!\/)/)),
}) satisfies z.ZodType<CashierConfig>;
