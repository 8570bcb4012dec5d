import { PATHS } from '../routing/paths.js';
import type { IconName } from '../ui/icons.js';

// The system pages of spec section 2: each with a header, a description, a button target and a layout.

export type SystemPageKind =
  | 'maintenance'
  | 'forbidden'
  | 'notFound'
  | 'userBlocked'
  | 'unsubscribe'
  | 'slotError'
  | 'payCancel'
  | 'payFail'
  | 'payNewWindow'
  | 'payMobile'
  | 'payPending'
  | 'paySuccess';

export interface SystemPageSpec {
  /** A bare path for the button, or null for a page without one. */
  buttonTarget: string | null;
  layout: 'default' | 'empty';
  icon: IconName;
  /** Shows a loader instead of an icon. */
  busy?: boolean;
}

export const SYSTEM_PAGES: Readonly<Record<SystemPageKind, SystemPageSpec>> = {
  maintenance: { buttonTarget: null, layout: 'empty', icon: 'tools' },
  forbidden: { buttonTarget: null, layout: 'empty', icon: 'lock' },
  notFound: { buttonTarget: null, layout: 'default', icon: 'warning' },
  userBlocked: { buttonTarget: PATHS.support, layout: 'default', icon: 'lock' },
  unsubscribe: { buttonTarget: null, layout: 'default', icon: 'mail' },
  slotError: { buttonTarget: PATHS.gamehall, layout: 'default', icon: 'warning' },
  payCancel: { buttonTarget: PATHS.deposit, layout: 'default', icon: 'cross' },
  payFail: { buttonTarget: PATHS.deposit, layout: 'default', icon: 'warning' },
  payNewWindow: { buttonTarget: PATHS.deposit, layout: 'default', icon: 'window' },
  payMobile: { buttonTarget: null, layout: 'default', icon: 'phone' },
  payPending: { buttonTarget: null, layout: 'default', icon: 'clock', busy: true },
  paySuccess: { buttonTarget: PATHS.gamehall, layout: 'default', icon: 'check' },
};
