// Pages of the agent centre (spec §2, "agent menu"), locale-free; labels are `agent:menu.<id>`.
// Shared by the agent side menu, the header's menu and the user centre's side menu.
export const AGENT_PATH = '/agent';
export const SUBORDINATE_MANAGEMENT_PATH = '/agent/subordinate-management';
export const TEAM_REPORT_PATH = '/agent/team-report';
export const TEAM_RECHARGE_PATH = '/agent/team-recharge';
export const TEAM_WITHDRAW_PATH = '/agent/team-withdraw';

export const AGENT_LINKS = [
  ['subordinateManagement', SUBORDINATE_MANAGEMENT_PATH],
  ['teamReport', TEAM_REPORT_PATH],
  ['teamRecharge', TEAM_RECHARGE_PATH],
  ['teamWithdraw', TEAM_WITHDRAW_PATH],
] as const;

export type AgentLinkId = (typeof AGENT_LINKS)[number][0];
