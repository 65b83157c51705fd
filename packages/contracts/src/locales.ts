/** The interface languages. A plain constant (no zod), so the web shell can import it at no cost. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
