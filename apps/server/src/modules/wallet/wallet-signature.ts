// Signed requests between Jeton and a game studio use the providers' one signing scheme
// (http/signed-payload.ts), in a header of their own.
export {
  checkSignature as checkWalletSignature,
  SIGNATURE_TOLERANCE_SECONDS as WALLET_SIGNATURE_TOLERANCE_SECONDS,
  signPayload as signWalletRequest,
} from '../../http/signed-payload.js';

export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';
