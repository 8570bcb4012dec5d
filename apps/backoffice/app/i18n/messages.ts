import type { en } from './en.js';

/** A catalogue with the shape of T where every text is a string: the contract between locales. */
type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The texts every locale's catalogue provides; English defines the shape. */
export type Messages = Catalogue<typeof en>;
