import type { Locale } from '../../../shared/locales.ts';
import { serverMessages } from '../../i18n/serverMessages.ts';
import type opsApprovals from '../../../locales/ja-JP/opsApprovals.json';
import type opsAudit from '../../../locales/ja-JP/opsAudit.json';
import type opsContent from '../../../locales/ja-JP/opsContent.json';
import type opsOperators from '../../../locales/ja-JP/opsOperators.json';
import type opsPlayers from '../../../locales/ja-JP/opsPlayers.json';
import type opsQueue from '../../../locales/ja-JP/opsQueue.json';
import type opsReports from '../../../locales/ja-JP/opsReports.json';

// The console screens' strings, one namespace each. Read while a page is rendered: each page hands
// its island the part it shows in its one language, so no browser downloads the other six. The
// locale check keeps every language's file the same shape as ja-JP's, which types them.
export type OpsApprovalsText = typeof opsApprovals;
export type OpsAuditText = typeof opsAudit;
export type OpsContentText = typeof opsContent;
export type OpsOperatorsText = typeof opsOperators;
export type OpsPlayersText = typeof opsPlayers;
export type OpsQueueText = typeof opsQueue;
export type OpsReportsText = typeof opsReports;

interface ConsoleTexts {
  opsApprovals: OpsApprovalsText;
  opsAudit: OpsAuditText;
  opsContent: OpsContentText;
  opsOperators: OpsOperatorsText;
  opsPlayers: OpsPlayersText;
  opsQueue: OpsQueueText;
  opsReports: OpsReportsText;
}

/** One console namespace in one language. */
export function consoleText<N extends keyof ConsoleTexts>(locale: Locale, namespace: N): ConsoleTexts[N] {
  return serverMessages[`/locales/${locale}/${namespace}.json`] as unknown as ConsoleTexts[N];
}
