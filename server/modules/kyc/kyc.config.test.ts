import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kycStorageDir } from './kyc.config.ts';

describe('where KYC photos are kept', () => {
  it('in the data directory by default, or KYC_STORAGE_DIR; never under the built site', () => {
    const keepDir = path.join('/srv', 'hall', '.data');
    expect(kycStorageDir({}, keepDir)).toBe(path.join(keepDir, 'kyc'));
    expect(kycStorageDir({ KYC_STORAGE_DIR: '  ' }, keepDir)).toBe(path.join(keepDir, 'kyc'));
    expect(kycStorageDir({ KYC_STORAGE_DIR: '/var/lib/game-hall/kyc' }, keepDir)).toBe('/var/lib/game-hall/kyc');
    expect(path.relative(path.join('/srv', 'hall', 'dist'), kycStorageDir({}, keepDir)).startsWith('..')).toBe(true);
  });
});
