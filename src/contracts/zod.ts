// The one zod every contract file imports. The pages' Content-Security-Policy has no
// 'unsafe-eval', so zod must never compile parsers with `new Function`; even its probe for it is
// reported as a violation. The probe runs when an object schema is created, so this setting has to
// come before the first schema: every contract file takes `z` from here, never from 'zod' directly.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
