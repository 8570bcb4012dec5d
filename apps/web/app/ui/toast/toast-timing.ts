/** Spec section 9: a toast closes by itself after 5000 ms unless given another time. */
export const TOAST_DEFAULT_MS = 5000;
