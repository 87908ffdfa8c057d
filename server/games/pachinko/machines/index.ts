import { fujiRush } from './fuji-rush.ts';
import { sakuraAma } from './sakura-ama.ts';
import type { PachinkoTable } from '../pachinko.types.ts';

export const PACHINKO_TABLES: readonly PachinkoTable[] = [sakuraAma, fujiRush];
export { fujiRush, sakuraAma };
