// JSON endpoints of the sandbox JSY partner, for journeys and trying the demo (SANDBOX on only):
//   POST /sandbox/jsy/accounts            {account, holderName, holderKana, password, cardLast4, branchCode, behaviour?} → {account}
//   POST /sandbox/jsy/accounts/behaviour  {account, behaviour}                                                       → {account, behaviour}
//   GET  /sandbox/jsy/accounts/:account                                                                              → {account, balance}
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { WalletDeps } from '../../wallet/wallet.config.ts';
import { sandboxJsyOf } from '../partners.ts';
import { sandboxBehaviours } from './sandbox-jsy.ts';

const account = z.string().trim().min(4).max(64).regex(/^[A-Za-z0-9._@-]+$/);
const openBody = z
  .object({
    account,
    holderName: z.string().trim().min(1).max(50).regex(/^[A-Za-z][A-Za-z .'-]*$/),
    holderKana: z.string().trim().min(1).max(50).regex(/^[\u30A0-\u30FF\uFF66-\uFF9F\u3000 ]+$/),
    password: z.string().min(6).max(64),
    cardLast4: z.string().regex(/^\d{4}$/),
    branchCode: z.string().regex(/^\d{3}$/),
    behaviour: z.enum(sandboxBehaviours).optional(),
  })
  .strict();
const behaviourBody = z.object({ account, behaviour: z.enum(sandboxBehaviours) }).strict();

export function registerSandboxJsyApi(app: FastifyInstance, deps: WalletDeps): void {
  const sandbox = sandboxJsyOf(deps);
  if (!sandbox) return;
  const noStore = { 'cache-control': 'no-store' };
  app.post('/sandbox/jsy/accounts', { schema: { hide: true, body: openBody } }, async (request, reply) => {
    const body = request.body as z.output<typeof openBody>;
    await sandbox.openAccount(body);
    reply.headers(noStore);
    return { account: body.account.toLowerCase() };
  });
  app.post('/sandbox/jsy/accounts/behaviour', { schema: { hide: true, body: behaviourBody } }, async (request, reply) => {
    const body = request.body as z.output<typeof behaviourBody>;
    await sandbox.setBehaviour(body.account, body.behaviour);
    reply.headers(noStore);
    return { account: body.account.toLowerCase(), behaviour: body.behaviour };
  });
  app.get('/sandbox/jsy/accounts/:account', { schema: { hide: true } }, async (request, reply) => {
    const { account: named } = request.params as { account: string };
    const parsed = account.safeParse(named);
    if (!parsed.success) throw new AppError(404, 'NOT_FOUND');
    reply.headers(noStore);
    return { account: parsed.data.toLowerCase(), balance: await sandbox.balanceOf(parsed.data) };
  });
}
