// Vitest setup of the Node projects that import the server: its module format hook before the test
// file's imports (server/runtime/module-format-hooks.ts), as server/main.ts does for a process.
import { registerModuleFormatHooks } from '../../server/runtime/module-format-hooks.ts';

registerModuleFormatHooks();
