import { describe, expect, it } from 'vitest';
import { calls } from './index.ts';
import * as opsAuth from './ops-auth.ts';
import type { CallContract } from './define.ts';
import { ANY_OPERATOR, mayCall, operatorRoles, opsCallRoles, rolesForCall } from './ops-roles.ts';

const isContract = (value: unknown): value is CallContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'auth' in value && 'request' in value;

/** Every operator call the product knows (the identity calls are counted whether or not `calls` lists them yet). */
const contracts: CallContract[] = [...Object.values(calls), ...Object.values(opsAuth as Record<string, unknown>).filter(isContract)];
const operatorPaths = [
  ...new Set(
    contracts
      .filter((contract) => contract.auth === 'operator')
      .map((contract) => contract.path),
  ),
].sort();

describe('the operator role table (deny by default)', () => {
  it('names every operator call', () => {
    expect(operatorPaths.filter((path) => rolesForCall(path) === undefined)).toEqual([]);
  });

  it('names nothing but operator calls', () => {
    expect(Object.keys(opsCallRoles).filter((path) => !operatorPaths.includes(path))).toEqual([]);
  });

  it('gives every call at least one role, each a known one', () => {
    for (const [path, roles] of Object.entries(opsCallRoles)) {
      if (roles === ANY_OPERATOR) continue;
      expect(roles.length, path).toBeGreaterThan(0);
      for (const role of roles) expect(operatorRoles, path).toContain(role);
    }
  });

  it('refuses a path it does not name, whatever roles are held', () => {
    expect(mayCall('/v2/ops/not-in-the-table', operatorRoles)).toBe(false);
    expect(mayCall('/v2/ops/withdrawal/list/', operatorRoles)).toBe(false);
    expect(mayCall('toString', operatorRoles)).toBe(false);
  });

  it('allows a call to a holder of one of its roles only', () => {
    expect(mayCall('/v2/ops/withdrawal/approve', ['payments'])).toBe(true);
    expect(mayCall('/v2/ops/withdrawal/approve', ['auditor', 'kyc', 'support'])).toBe(false);
    expect(mayCall('/v2/ops/operator/create', ['payments'])).toBe(false);
    expect(mayCall('/v2/ops/auth/session', [])).toBe(true);
  });

  it('keeps changes away from the auditor', () => {
    const auditorCalls = Object.entries(opsCallRoles).filter(([, roles]) => roles !== ANY_OPERATOR && roles.includes('auditor'));
    expect(auditorCalls.map(([path]) => path).filter((path) => !/\/(list|check|rates|get|export|detail|dashboard|search|profile|tab|daily|machines)$/.test(path))).toEqual([]);
  });
});
