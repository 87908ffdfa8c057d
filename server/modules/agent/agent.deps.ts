// What the agent programme needs from the app: the account services' parts (passwords, mail,
// locks) and the wallet's (ledger, logger).
import type { AuthDeps } from '../auth/auth.deps.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

export type AgentDeps = AuthDeps & Pick<WalletDeps, 'log'>;
