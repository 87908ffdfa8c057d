// Facts about the hall that several texts state. Each is written once, here, and reaches the texts
// through a placeholder: `{{minAge}}` in locale strings (i18next default variables, server messages)
// and in content files (src/content/placeholders.ts), so no page can state another value.

/**
 * Youngest age allowed to play. 20, not Japan's age of majority (18 since 2022): betting on Japan's
 * public races (horse, bicycle, boat, motorcycle) stayed at 20 in that reform, as did alcohol and
 * tobacco, and 20 is the common practice for a paid game service aimed at Japan.
 */
export const MIN_AGE = 20;

/** Values every localized text may interpolate, by placeholder name. */
export const SITE_VARIABLES = { minAge: MIN_AGE } as const;
export type SiteVariable = keyof typeof SITE_VARIABLES;
