import { type LoyaltyProductAdmin, loyaltyProductInput } from '@jeton/domain/backoffice';

// A loyalty product as the form holds it (texts as typed), and the contract's check of it.

export interface Draft {
  sysname: string;
  nameEn: string;
  descriptionEn: string;
  nameFr: string;
  descriptionFr: string;
  game: string;
  count: string;
  stake: string;
  validDays: string;
  price: string;
  perPlayerLimit: string;
  stock: string;
  isActive: boolean;
}

export const draftOf = (product: LoyaltyProductAdmin | null, firstGame: string): Draft => ({
  sysname: product?.sysname ?? '',
  nameEn: product?.texts.en.name ?? '',
  descriptionEn: product?.texts.en.description ?? '',
  nameFr: product?.texts.fr.name ?? '',
  descriptionFr: product?.texts.fr.description ?? '',
  game: product?.grant.game ?? firstGame,
  count: String(product?.grant.count ?? 10),
  stake: ((product?.grant.stake_minor ?? 20) / 100).toFixed(2),
  validDays: String(product?.grant.valid_days ?? 7),
  price: String(product?.price ?? ''),
  perPlayerLimit: product?.perPlayerLimit == null ? '' : String(product.perPlayerLimit),
  stock: product?.stock == null ? '' : String(product.stock),
  isActive: product?.isActive ?? true,
});

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
const optional = (text: string) => (text.trim() === '' ? null : num(text));

/** The draft as the contract's input, checked by its schema. */
export function checkDraft(draft: Draft, product: LoyaltyProductAdmin | null) {
  return loyaltyProductInput.safeParse({
    sysname: draft.sysname,
    texts: {
      en: { name: draft.nameEn, description: draft.descriptionEn },
      fr: { name: draft.nameFr, description: draft.descriptionFr },
    },
    grant: {
      game: draft.game,
      count: num(draft.count),
      stake_minor: Math.round(num(draft.stake) * 100),
      valid_days: num(draft.validDays),
    },
    price: num(draft.price),
    perPlayerLimit: optional(draft.perPlayerLimit),
    stock: optional(draft.stock),
    isActive: draft.isActive,
    position: product?.position ?? 0,
  });
}
