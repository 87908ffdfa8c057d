// `npm start`: the module format hook first, then the server (server/serve.ts). The hook only reaches
// modules imported after it is registered, so the server is imported here, not named statically.
import { registerModuleFormatHooks } from './runtime/module-format-hooks.ts';

registerModuleFormatHooks();
await import('./serve.ts');
