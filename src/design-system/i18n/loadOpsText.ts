import { opsTexts, type OpsText } from './opsText.ts';
import { textLoader } from './languageTexts.ts';

// One chunk per language: a console page downloads only the file of the language it shows.
const files = import.meta.glob<OpsText>('/locales/*/ops.json', { import: 'opsConsole' });

/** One language's console strings, loaded and registered once (unknown languages get ja-JP). */
export const loadOpsText = textLoader(opsTexts, files, (locale) => `/locales/${locale}/ops.json`);
