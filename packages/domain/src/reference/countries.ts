/** Countries offered in the phone and address fields: ISO code, dialling code, names. */
export interface Country {
  code: string;
  dial: string;
  name: { en: string; fr: string };
}

export const COUNTRIES: readonly Country[] = [
  { code: 'FR', dial: '33', name: { en: 'France', fr: 'France' } },
  { code: 'BE', dial: '32', name: { en: 'Belgium', fr: 'Belgique' } },
  { code: 'CH', dial: '41', name: { en: 'Switzerland', fr: 'Suisse' } },
  { code: 'LU', dial: '352', name: { en: 'Luxembourg', fr: 'Luxembourg' } },
  { code: 'MC', dial: '377', name: { en: 'Monaco', fr: 'Monaco' } },
  { code: 'CA', dial: '1', name: { en: 'Canada', fr: 'Canada' } },
  { code: 'GB', dial: '44', name: { en: 'United Kingdom', fr: 'Royaume-Uni' } },
  { code: 'IE', dial: '353', name: { en: 'Ireland', fr: 'Irlande' } },
  { code: 'DE', dial: '49', name: { en: 'Germany', fr: 'Allemagne' } },
  { code: 'AT', dial: '43', name: { en: 'Austria', fr: 'Autriche' } },
  { code: 'NL', dial: '31', name: { en: 'Netherlands', fr: 'Pays-Bas' } },
  { code: 'ES', dial: '34', name: { en: 'Spain', fr: 'Espagne' } },
  { code: 'PT', dial: '351', name: { en: 'Portugal', fr: 'Portugal' } },
  { code: 'IT', dial: '39', name: { en: 'Italy', fr: 'Italie' } },
  { code: 'MT', dial: '356', name: { en: 'Malta', fr: 'Malte' } },
  { code: 'SE', dial: '46', name: { en: 'Sweden', fr: 'Suède' } },
  { code: 'NO', dial: '47', name: { en: 'Norway', fr: 'Norvège' } },
  { code: 'DK', dial: '45', name: { en: 'Denmark', fr: 'Danemark' } },
  { code: 'FI', dial: '358', name: { en: 'Finland', fr: 'Finlande' } },
  { code: 'PL', dial: '48', name: { en: 'Poland', fr: 'Pologne' } },
  { code: 'CZ', dial: '420', name: { en: 'Czechia', fr: 'Tchéquie' } },
  { code: 'GR', dial: '30', name: { en: 'Greece', fr: 'Grèce' } },
  { code: 'MA', dial: '212', name: { en: 'Morocco', fr: 'Maroc' } },
  { code: 'TN', dial: '216', name: { en: 'Tunisia', fr: 'Tunisie' } },
  { code: 'SN', dial: '221', name: { en: 'Senegal', fr: 'Sénégal' } },
  { code: 'CI', dial: '225', name: { en: "Côte d'Ivoire", fr: "Côte d'Ivoire" } },
  { code: 'BR', dial: '55', name: { en: 'Brazil', fr: 'Brésil' } },
  { code: 'MX', dial: '52', name: { en: 'Mexico', fr: 'Mexique' } },
  { code: 'AU', dial: '61', name: { en: 'Australia', fr: 'Australie' } },
  { code: 'NZ', dial: '64', name: { en: 'New Zealand', fr: 'Nouvelle-Zélande' } },
  { code: 'JP', dial: '81', name: { en: 'Japan', fr: 'Japon' } },
];

export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && COUNTRIES.some((c) => c.code === code);
}
