// `npm start`: the module compile cache and the module format hook first, then the server
// (server/serve.ts). Both only reach modules imported after them, so the server is imported here,
// not named statically.
import { enableCompileCache, flushCompileCache } from 'node:module';
import { registerModuleFormatHooks } from './runtime/module-format-hooks.ts';

// A start reuses the compiled code (and TypeScript stripping) of every module an earlier start
// compiled: in NODE_COMPILE_CACHE, or the system's temporary folder. It never fails a start: a folder
// it cannot write only means compiling again.
enableCompileCache();
registerModuleFormatHooks();
await import('./serve.ts');
// Written now, not only at exit: a process that is killed (or runs for months) still leaves it for the next start.
flushCompileCache();
