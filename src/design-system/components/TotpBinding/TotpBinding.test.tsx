import { describe, expect, it } from 'vitest';
import { secretGroups } from './TotpBinding.tsx';

describe('secretGroups', () => {
  it('cuts a base32 secret into groups of four, the last one shorter', () => {
    expect(secretGroups('JBSWY3DPEHPK3PXP')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(secretGroups('JBSWY3DPEH')).toEqual(['JBSW', 'Y3DP', 'EH']);
    expect(secretGroups(' JBSW Y3DP ')).toEqual(['JBSW', 'Y3DP']);
    expect(secretGroups('')).toEqual([]);
  });
});
