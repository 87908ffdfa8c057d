import { languageTexts } from './languageTexts.ts';
import type jaJP from '../../../locales/ja-JP/ops.json';

// The operator console's strings (`ops` namespace, `opsConsole` part). Kept apart from ds.json so
// the public site's pages never carry them; only the console's components read this file.
export type OpsText = (typeof jaJP)['opsConsole'];

// As dsText.ts: a console page registers only its own language (loadOpsText.ts), the server all seven.
export const opsTexts = languageTexts<OpsText>('Console strings', 'loadOpsText');
export const registerOpsText = opsTexts.register;
export const registerAllOpsTexts = opsTexts.registerAll;
export const registeredOpsLocales = opsTexts.registered;
export const hasOpsText = opsTexts.has;
/** Console strings in a language; unknown languages get ja-JP; throws when it is not registered. */
export const opsText = opsTexts.get;

// The server renders every language; a dynamic import so browser builds drop the seven files.
if (import.meta.env.SSR) registerAllOpsTexts((await import('./allOpsTexts.ts')).allOpsTexts);
