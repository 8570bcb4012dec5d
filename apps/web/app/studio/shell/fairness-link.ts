import type { LocaleCode } from '@jeton/domain';
import { localizePath } from '../../i18n/locale.js';

export const FAIRNESS_PATH = '/fairness';

export interface FairnessInputs {
  kind: string;
  serverSeed?: string;
  commitment?: string;
  clientSeed?: string;
  nonce?: number;
  /** The bet as JSON text, as the studio recorded it. */
  bet?: string;
  /** A multi-step round's actions as JSON text, in order. */
  actions?: string | undefined;
}

/** The fairness page, pre-filled with a round's revealed seeds when given. */
export function fairnessHref(locale: LocaleCode, inputs?: FairnessInputs): string {
  const path = localizePath(FAIRNESS_PATH, locale);
  if (!inputs) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(inputs)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `${path}?${query.toString()}`;
}
