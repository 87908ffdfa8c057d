// Profile calls of the signed-in user (temporary: not yet implemented).
import { AppError } from '../../errors.ts';
import type { CallHandlers } from '../../http/call-handler.ts';

type AccountCalls =
  | 'userInfo' | 'userGetInfo' | 'userUpdate' | 'userEmailCode' | 'userUpdateIdNumber'
  | 'aliasAccount' | 'aliasAccountReset' | 'isAgent';

const notYet = async (): Promise<never> => {
  throw new AppError(501, 'NOT_IMPLEMENTED');
};

export function accountHandlers(): Pick<CallHandlers, AccountCalls> {
  return {
    userInfo: notYet, userGetInfo: notYet, userUpdate: notYet, userEmailCode: notYet,
    userUpdateIdNumber: notYet, aliasAccount: notYet, aliasAccountReset: notYet, isAgent: notYet,
  };
}
