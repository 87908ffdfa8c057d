import { protectionLimitKinds, type ProtectionLimit, type ProtectionState } from '../contracts/protection.ts';

/** A player's protection as user/protection/get answers it: no limit set, no exclusion, the given changes applied. */
export function protectionStateWith(
  changes: Partial<Record<ProtectionLimit['kind'], Partial<ProtectionLimit>>> = {},
  rest: Partial<ProtectionState> = {},
): ProtectionState {
  return {
    timeZone: 'Asia/Tokyo',
    limits: protectionLimitKinds.map((kind) => ({ kind, value: null, pending: null, used: null, resetsAt: null, ...changes[kind] })),
    exclusion: null,
    realityCheckMinutes: 60,
    ...rest,
  };
}
