import { DEFAULT_LOCALE, type LocaleCode } from '@jeton/domain';
import { createContext } from 'react-router';
import type { InitialData } from './session/initial-data.js';

// What the navigation guards (root middleware) hand to the loaders, on the server and in the browser.

export const localeContext = createContext<LocaleCode>(DEFAULT_LOCALE);
export const initialDataContext = createContext<InitialData | null>(null);
