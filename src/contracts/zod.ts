// The one zod every contract file imports: zod/mini, whose functional API lets the bundler drop
// every constructor and check a page does not use (classic schemas carry all their methods).
// The pages' Content-Security-Policy has no 'unsafe-eval', so zod must never compile parsers with
// `new Function`; even its probe for it is reported as a violation. The probe runs when an object
// schema is created, so this setting has to come before the first schema: every contract file
// takes `z` from here, never from 'zod' directly.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
