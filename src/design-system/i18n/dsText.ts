import { languageTexts } from './languageTexts.ts';
import type jaJP from '../../../locales/ja-JP/ds.json';

export type DsText = typeof jaJP;
export type DsTextKey = keyof DsText;

// A browser page registers only its own language (loadDsText.ts, awaited by the island loader).
export const dsTexts = languageTexts<DsText>('Design-system strings', 'loadDsText');
export const registerDsText = dsTexts.register;
export const registerAllDsTexts = dsTexts.registerAll;
export const registeredDsLocales = dsTexts.registered;
export const hasDsText = dsTexts.has;
/** Component strings in a language; unknown languages get ja-JP; throws when it is not registered. */
export const dsText = dsTexts.get;

/** Fills `{{name}}` placeholders. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// While rendering on the server every language is at hand. Behind a dynamic import so browser
// builds drop it with the dead branch (a static import would bundle all seven files again).
if (import.meta.env.SSR) registerAllDsTexts((await import('./allDsTexts.ts')).allDsTexts);
