import { describe, expect, it } from 'vitest';
import { AGENT_CODE_ALPHABET, AGENT_CODE_LENGTH, randomAgentCode } from './agent-code.fns.ts';

describe('agent codes', () => {
  it('fit the database shape and use no look-alike characters', () => {
    expect(AGENT_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const codes = Array.from({ length: 5000 }, randomAgentCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
      expect(code).toHaveLength(AGENT_CODE_LENGTH);
      expect([...code].every((c) => AGENT_CODE_ALPHABET.includes(c))).toBe(true);
    }
    // 40 000 characters: every one of the 31 appears, none more than twice its share.
    const counts = new Map<string, number>();
    for (const c of codes.join('')) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(AGENT_CODE_ALPHABET.length);
    for (const n of counts.values()) expect(n).toBeLessThan((2 * 40_000) / AGENT_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
