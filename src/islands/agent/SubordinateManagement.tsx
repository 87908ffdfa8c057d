import type { Locale } from '../../../shared/locales.ts';
import { AgentIsland } from './AgentIsland.tsx';
import { CreateMemberDialog } from './CreateMemberDialog.tsx';
import { InvitePanel } from './InvitePanel.tsx';
import { MembersPanel } from './MembersPanel.tsx';
import { TransferDialog } from './TransferDialog.tsx';
import * as styles from './agent.css.ts';

export interface SubordinateManagementProps {
  locale: Locale;
}

/** /agent/subordinate-management: sharing the referral code, the member list, new members, transfers. */
export function SubordinateManagement({ locale }: SubordinateManagementProps) {
  return (
    <AgentIsland locale={locale}>
      <div className={styles.page}>
        <InvitePanel locale={locale} />
        <MembersPanel locale={locale} />
        <CreateMemberDialog locale={locale} />
        <TransferDialog locale={locale} />
      </div>
    </AgentIsland>
  );
}

export default SubordinateManagement;
