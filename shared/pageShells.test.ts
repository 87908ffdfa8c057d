import { describe, expect, it } from 'vitest';
import { shellPageOf } from './pageShells.ts';

describe('page shells', () => {
  it('answers a team report of a member id with the team report page of that locale', () => {
    expect(shellPageOf('/agent/team-report/42')).toBe('/agent/team-report/');
    expect(shellPageOf('/agent/team-report/42/')).toBe('/agent/team-report/');
    expect(shellPageOf('/en-US/agent/team-report/2147483647')).toBe('/en-US/agent/team-report/');
    expect(shellPageOf('/vi-VN/agent/team-report/7')).toBe('/vi-VN/agent/team-report/');
  });

  it('has no page for anything but a member id', () => {
    for (const path of [
      '/agent/team-report',
      '/agent/team-report/',
      '/agent/team-report/abc',
      '/agent/team-report/0',
      '/agent/team-report/012',
      '/agent/team-report/42/more',
      '/agent/team-report/12345678901',
      '/agent/team-recharge/42',
      '/xx-YY/agent/team-report/42/x',
    ]) {
      expect(shellPageOf(path), path).toBeNull();
    }
  });
});
