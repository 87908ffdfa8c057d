// What the agent programme needs from the app: the account services' parts (passwords, mail,
// locks), the wallet's (ledger, logger, and its settings: the fund password's lock rule) and the
// hall's time zone (the days rebates are settled for).
import type { AuthDeps } from '../auth/auth.deps.ts';
import type { WalletConfig, WalletDeps } from '../wallet/wallet.config.ts';

export type AgentDeps = AuthDeps & Pick<WalletDeps, 'log'> & { wallet: WalletConfig; hallTimeZone: string };
