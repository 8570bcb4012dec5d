import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response, for the inline scripts React Router renders. Set on the server by
 * entry.server.tsx from the load context; undefined in the browser, which hides nonces anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
