import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { useRootData } from '../../session/root-data.js';
import { followBackUrl } from '../marketing/back-url.js';
import { oauthInitUrl, popupFeatures, SIGN_IN_CHANNEL } from './popup-window.js';
import { buttonGroupMounted } from './use-social-sign-in-result.js';
import './social-sign-in.css';

interface Props {
  typeAuth: 'login' | 'registration';
  /** The player is signed in (the popup said so): reload as after a log-in. */
  onSignedIn: () => void;
}

/**
 * "Continue with …" for each configured OpenID provider (spec section 2): a 640x480 popup at
 * /oauth/init. Its last page posts on a BroadcastChannel (it works even when a provider's page cut
 * `window.opener`); then a kept backUrl is followed, else the player stays on this page, signed in.
 * A browser that blocks the popup goes through the same pages in this tab and comes back here.
 */
export function SocialSignInButtons({ typeAuth, onSignedIn }: Props) {
  const { t, locale, format } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const providers = root?.general?.sign_in_providers ?? [];
  const popup = useRef<Window | null>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const allowedHosts = root?.general?.allowed_redirect_hosts;

  useEffect(buttonGroupMounted, []);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'signed-in') return;
      popup.current?.close();
      popup.current = null;
      if (followBackUrl('socialAuth', { allowedHosts })) return;
      signedIn.current();
    };
    return () => channel.close();
  }, [allowedHosts]);

  if (providers.length === 0) return null;

  const open = (service: string) => {
    const url = oauthInitUrl({
      service,
      redirectUrl: `${location.pathname}${location.search}`,
      typeAuth,
      locale,
    });
    const opened = window.open(url, SIGN_IN_CHANNEL, popupFeatures(window));
    if (!opened) {
      window.location.assign(url);
      return;
    }
    popup.current = opened;
    opened.focus();
  };

  return (
    <div className="social-sign-in">
      <p className="social-sign-in-divider">
        <span>{t.auth.social.divider}</span>
      </p>
      <ul className="social-sign-in-list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <button type="button" className="social-sign-in-button" onClick={() => open(provider.name)}>
              {format(t.auth.social.continueWith, { provider: provider.label })}
              <span className="visually-hidden"> {t.auth.social.opensWindow}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
