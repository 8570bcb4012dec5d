/** Spec sections 2 and 9: the social sign-in popup is 640x480. */
export const SOCIAL_POPUP_SIZE = { width: 640, height: 480 } as const;

/** The channel the popup's last page posts on (the server's popup-pages.ts); also the popup's name. */
export const SIGN_IN_CHANNEL = 'jeton-social-sign-in';

/** The /oauth/init address of spec section 2. */
export function oauthInitUrl(params: {
  service: string;
  redirectUrl: string;
  typeAuth: 'login' | 'registration';
  locale: string;
}): string {
  const query = new URLSearchParams({
    service: params.service,
    redirect_url: params.redirectUrl,
    type_auth: params.typeAuth,
    locale: params.locale,
  });
  return `/oauth/init?${query}`;
}

/** Window features of a popup of the spec's size, centred over the current window. */
export function popupFeatures(screenOf: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(screenOf.screenX + (screenOf.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenOf.screenY + (screenOf.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
