/**
 * The product's two locales (decision 075): a UI language ('en', 'fr', 'fr-CA'...) is written in its
 * Canadian locale: dates, amounts and numbers alike, on the screens, in the PDFs and in the emails.
 */
export type CanadianLocale = 'en-CA' | 'fr-CA';

/** The Canadian locale of a UI language (i18next's code, or an email's 'en' / 'fr'). */
export const canadianLocale = (language: string): CanadianLocale =>
  language.startsWith('fr') ? 'fr-CA' : 'en-CA';
