import { z } from './zod.ts';
import { defineCall } from './define.ts';
import * as f from './fields.ts';
import { operatorLetterText, opsLetter } from './station.ts';

// The operators' letters, in a file of their own so the player's inbox pages never carry the operator
// API's paths (scripts/page-scripts.ts and the client bundle checks refuse that).

export const opsLetterSend = defineCall({
  path: '/v2/ops/letter/send',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Send a letter to one player, with its title and body in all seven languages',
  request: z.strictObject({ ...operatorLetterText.shape, account: f.account }),
  response: opsLetter,
});

export const opsLetterBroadcast = defineCall({
  path: '/v2/ops/letter/broadcast',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Send a letter to every player (stored once; read state is kept per reader), in all seven languages',
  request: z.strictObject(operatorLetterText.shape),
  response: opsLetter,
});
