import { RegistrationHint } from '../features/cashier/registration-hint-banner.js';
import { ConfirmHint } from '../features/confirmation/confirm-hint.js';

/**
 * The banners under the header for a new player: confirm your contact, make a first deposit. Both
 * are decided in the browser (the clock, storage, one API call), so the server renders neither and
 * DefaultChrome loads this module once hydrated, for a player only.
 */
export default function PlayerHints() {
  return (
    <>
      <ConfirmHint />
      <RegistrationHint />
    </>
  );
}
