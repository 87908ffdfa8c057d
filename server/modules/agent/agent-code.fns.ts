// Agent codes: what a recruit types from a flyer or reads off a phone, so the alphabet leaves out
// characters that look alike (0/O, 1/I/L) and the code fits `users_agent_code_shape`.
import { randomInt } from 'node:crypto';

export const AGENT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const AGENT_CODE_LENGTH = 8;

/** A fresh random code: 31⁸ ≈ 8.5 × 10¹¹ possibilities, each character drawn without bias. */
export function randomAgentCode(): string {
  let code = '';
  for (let i = 0; i < AGENT_CODE_LENGTH; i += 1) code += AGENT_CODE_ALPHABET[randomInt(AGENT_CODE_ALPHABET.length)];
  return code;
}
