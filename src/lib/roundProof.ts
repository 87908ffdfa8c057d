import { localizePath, type Locale } from '../../shared/locales.ts';

/** The fairness page opened on one round (`?round=<id>`): where a round's proof is checked. */
export const proofHref = (roundId: number, locale: Locale) => `${localizePath('/fairness', locale)}?round=${roundId}`;
