import { useLocation, useNavigate } from 'react-router';
import { invalidateInitialData } from '../../session/client-session.js';
import { pageAfterSignIn } from './redirect-url.js';

/**
 * What follows a log-in or a registration (spec section 4): the initial data is reloaded, the dialog
 * closes, and the player goes to the redirectUrl or stays on the page, whose data reloads so that the
 * header shows them. The dialog closes first: a flagged popup's own clean-up navigation is then
 * superseded by this one, which drops the flags too.
 */
export function useSignedIn(): (finish: () => void) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (finish) => {
    invalidateInitialData();
    finish();
    void navigate(pageAfterSignIn(location), { replace: true, preventScrollReset: true });
  };
}
