import { dsTexts, type DsText } from './dsText.ts';
import { textLoader } from './languageTexts.ts';

// One chunk per language: a page downloads only the file of the language it shows.
const files = import.meta.glob<DsText>('/locales/*/ds.json', { import: 'default' });

/** One language's component strings, loaded and registered once (unknown languages get ja-JP). */
export const loadDsText = textLoader(dsTexts, files, (locale) => `/locales/${locale}/ds.json`);
