// Every /v2 call the product knows. The server registers exactly these; the client and the
// OpenAPI document are built from the same list.
import * as content from './content.ts';
import * as auth from './auth.ts';
import * as account from './account.ts';
import * as bankCards from './bank-cards.ts';
import * as payments from './payments.ts';
import * as withdrawals from './withdrawals.ts';
import * as crypto from './crypto.ts';
import * as records from './records.ts';
import * as games from './games.ts';
import * as ops from './ops.ts';
import * as agent from './agent.ts';
import * as appLogin from './app-login.ts';
import * as kyc from './kyc.ts';
import * as appKey from './app-key.ts';
import * as station from './station.ts';
import * as protection from './protection.ts';
import * as jsy from './jsy.ts';
import * as opsAudit from './ops-audit.ts';
import * as opsApprovals from './ops-approvals.ts';
import * as opsAuth from './ops-auth.ts';
import * as opsDashboard from './ops-dashboard.ts';
import * as opsReports from './ops-reports.ts';
import * as opsWithdrawalDetail from './ops-withdrawal-detail.ts';
import * as opsContent from './ops-content.ts';
import * as opsPlayers from './ops-players.ts';
import * as opsLetters from './ops-letters.ts';
import * as opsProtection from './ops-protection.ts';
import * as opsKyc from './ops-kyc.ts';
import * as opsAgent from './ops-agent.ts';
import type { CallContract } from './define.ts';

export const calls = {
  noticeQuery: content.noticeQuery,
  bannerQuery: content.bannerQuery,
  favorableQuery: content.favorableQuery,
  countryQuery: content.countryQuery,
  gamePopular: content.gamePopular,
  gameLatest: content.gameLatest,
  gameMachines: games.gameMachines,
  gamePlay: games.gamePlay,
  gameRoundGet: games.gameRoundGet,
  gameSeed: games.gameSeed,
  gameSeedRotate: games.gameSeedRotate,
  recordGameQuery: games.recordGameQuery,
  recordGameCount: games.recordGameCount,
  captcha: auth.captcha,
  authSettings: auth.authSettings,
  registerSendEmailCode: auth.registerSendEmailCode,
  registerVerifyCode: auth.registerVerifyCode,
  registerValid: auth.registerValid,
  registerUser: auth.registerUser,
  login: auth.login,
  login3: auth.login3,
  findPasswordSend: auth.findPasswordSend,
  findPasswordReset: auth.findPasswordReset,
  unlock: auth.unlock,
  logout: auth.logout,
  passwordUpdate: auth.passwordUpdate,
  paymentPasswordUpdate: auth.paymentPasswordUpdate,
  userInfo: account.userInfoCall,
  userGetInfo: account.userGetInfo,
  userUpdate: account.userUpdate,
  userEmailCode: account.userEmailCode,
  userUpdateIdNumber: account.userUpdateIdNumber,
  aliasAccount: account.aliasAccount,
  aliasAccountReset: account.aliasAccountReset,
  userGoogleKey: appKey.userGoogleKey,
  userGoogleKeyBind: appKey.userGoogleKeyBind,
  userGoogleKeyReset: appKey.userGoogleKeyReset,
  userGoogleKeyResetEmailCode: appKey.userGoogleKeyResetEmailCode,
  bankCardBind: bankCards.bankCardBind,
  bankCardSave: bankCards.bankCardSave,
  bankCardList: bankCards.bankCardList,
  bankCardDefault: bankCards.bankCardDefault,
  bankCardRemove: bankCards.bankCardRemove,
  payQuery: payments.payQuery,
  payOrder: payments.payOrder,
  payList: payments.payList,
  drawWithdraw: withdrawals.drawWithdraw,
  drawList: withdrawals.drawList,
  cppCoins: crypto.cppCoins,
  cppDepositAddress: crypto.cppDepositAddress,
  cppValidateAddress: crypto.cppValidateAddress,
  cppWithdraw: crypto.cppWithdraw,
  recordFinanceQuery: records.recordFinanceQuery,
  opsWithdrawalList: ops.opsWithdrawalList,
  opsWithdrawalApprove: ops.opsWithdrawalApprove,
  opsWithdrawalReject: ops.opsWithdrawalReject,
  opsAdjustmentCreate: ops.opsAdjustmentCreate,
  opsPaymentRefund: ops.opsPaymentRefund,
  opsLedgerCheck: ops.opsLedgerCheck,
  opsDepositRejectionList: ops.opsDepositRejectionList,
  opsDashboard: opsDashboard.opsDashboard,
  opsWithdrawalDetail: opsWithdrawalDetail.opsWithdrawalDetail,
  isAgent: agent.isAgent,
  agentApply: agent.agentApply,
  agentApplyStatus: agent.agentApplyStatus,
  agentCode: agent.agentCodeCall,
  agentSubMemberPage: agent.agentSubMemberPage,
  agentSubMemberCreate: agent.agentSubMemberCreate,
  agentMemberTransfer: agent.agentMemberTransfer,
  agentMemberTransferDecrease: agent.agentMemberTransferDecrease,
  agentDataStatistics: agent.agentDataStatistics,
  agentTypeReportStatistics: agent.agentTypeReportStatistics,
  agentSubMemberReportPage: agent.agentSubMemberReportPage,
  agentSubMemberRechargePage: agent.agentSubMemberRechargePage,
  agentSubMemberDrawPage: agent.agentSubMemberDrawPage,
  opsAgentApplicationList: opsAgent.opsAgentApplicationList,
  opsAgentApplicationApprove: opsAgent.opsAgentApplicationApprove,
  opsAgentApplicationReject: opsAgent.opsAgentApplicationReject,
  opsRebateRates: opsAgent.opsRebateRates,
  opsRebateRatesSet: opsAgent.opsRebateRatesSet,
  opsRebateSettle: opsAgent.opsRebateSettle,
  appLoginCode: appLogin.appLoginCode,
  appLoginExchange: appLogin.appLoginExchange,
  appSessionList: appLogin.appSessionList,
  appSessionEnd: appLogin.appSessionEnd,
  userKycAdd: kyc.userKycAdd,
  userKycLatest: kyc.userKycLatest,
  userGetKyc: kyc.userGetKyc,
  opsKycList: opsKyc.opsKycList,
  opsKycImage: opsKyc.opsKycImage,
  opsKycApprove: opsKyc.opsKycApprove,
  opsKycReject: opsKyc.opsKycReject,
  stationQuery: station.stationQuery,
  stationUnreadCount: station.stationUnreadCount,
  stationRead: station.stationRead,
  stationReadAll: station.stationReadAll,
  opsLetterSend: opsLetters.opsLetterSend,
  opsLetterBroadcast: opsLetters.opsLetterBroadcast,
  protectionGet: protection.protectionGet,
  protectionLimitSet: protection.protectionLimitSet,
  protectionLimitRemove: protection.protectionLimitRemove,
  protectionLimitCancel: protection.protectionLimitCancel,
  protectionExclude: protection.protectionExclude,
  protectionRealityCheckSet: protection.protectionRealityCheckSet,
  protectionSession: protection.protectionSession,
  opsProtectionGet: opsProtection.opsProtectionGet,
  opsProtectionExclude: opsProtection.opsProtectionExclude,
  jsyTransferValidate: jsy.jsyTransferValidate,
  jsyTransferValidateCard: jsy.jsyTransferValidateCard,
  jsyTransferResendCode: jsy.jsyTransferResendCode,
  jsyTransferLogin: jsy.jsyTransferLogin,
  jsyTransferConfirm: jsy.jsyTransferConfirm,
  opsJsyTransferList: jsy.opsJsyTransferList,
  opsJsyTransferResolve: jsy.opsJsyTransferResolve,
  opsAuditList: opsAudit.opsAuditList,
  opsAuditExport: opsAudit.opsAuditExport,
  opsReportDaily: opsReports.opsReportDaily,
  opsReportMachines: opsReports.opsReportMachines,
  opsReportExport: opsReports.opsReportExport,
  opsApprovalList: opsApprovals.opsApprovalList,
  opsApprovalApprove: opsApprovals.opsApprovalApprove,
  opsApprovalReject: opsApprovals.opsApprovalReject,
  opsWithdrawalEscalate: opsApprovals.opsWithdrawalEscalate,
  opsReasonTemplates: opsApprovals.opsReasonTemplates,
  opsAuthSignIn: opsAuth.opsAuthSignIn,
  opsAuthEnrolment: opsAuth.opsAuthEnrolment,
  opsAuthEnrolmentComplete: opsAuth.opsAuthEnrolmentComplete,
  opsAuthSession: opsAuth.opsAuthSession,
  opsAuthSignOut: opsAuth.opsAuthSignOut,
  opsAuthStepUp: opsAuth.opsAuthStepUp,
  opsOperatorCreate: opsAuth.opsOperatorCreate,
  opsOperatorList: opsAuth.opsOperatorList,
  opsOperatorRolesSet: opsAuth.opsOperatorRolesSet,
  opsOperatorDisable: opsAuth.opsOperatorDisable,
  opsOperatorEnable: opsAuth.opsOperatorEnable,
  opsOperatorSessionsEnd: opsAuth.opsOperatorSessionsEnd,
  opsOperatorTotpReset: opsAuth.opsOperatorTotpReset,
  opsCredentialCreate: opsAuth.opsCredentialCreate,
  opsCredentialList: opsAuth.opsCredentialList,
  opsCredentialRevoke: opsAuth.opsCredentialRevoke,
  opsContentList: opsContent.opsContentList,
  opsContentSave: opsContent.opsContentSave,
  opsContentPublish: opsContent.opsContentPublish,
  opsContentImageUpload: opsContent.opsContentImageUpload,
  opsPlayerSearch: opsPlayers.opsPlayerSearch,
  opsPlayerProfile: opsPlayers.opsPlayerProfile,
  opsPlayerTab: opsPlayers.opsPlayerTab,
  opsPlayerLock: opsPlayers.opsPlayerLock,
  opsPlayerUnlock: opsPlayers.opsPlayerUnlock,
  opsPlayerNoteAdd: opsPlayers.opsPlayerNoteAdd,
} satisfies Record<string, CallContract>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export * from './define.ts';
export * from './envelope.ts';
export * from './common.ts';
export * from './content.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './money.ts';
export * from './bank-cards.ts';
export * from './payments.ts';
export * from './withdrawals.ts';
export * from './crypto.ts';
export * from './records.ts';
export * from './games.ts';
export * from './ops.ts';
export * from './agent.ts';
export * from './app-login.ts';
export * from './kyc.ts';
export * from './app-key.ts';
export * from './station.ts';
export * from './protection.ts';
export * from './jsy.ts';
export * from './ops-audit.ts';
export * from './ops-dashboard.ts';
export * from './ops-reports.ts';
export * from './ops-withdrawal-detail.ts';
export * from './ops-content.ts';
export * from './ops-approvals.ts';
export * from './ops-agent.ts';
export * as fields from './fields.ts';
