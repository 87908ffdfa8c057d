import { describe, expect, it } from 'vitest';
import { opsReason } from '../../../contracts/ops.ts';
import { reasonProblem } from './reasonCheck.ts';

describe('reasonProblem (against the operator contract’s reason)', () => {
  it('asks for a reason only where one is required', () => {
    expect(reasonProblem(opsReason, '   ', true)).toEqual({ key: 'reasonRequired' });
    expect(reasonProblem(opsReason, '', false)).toBeNull();
  });

  it('names the contract’s length limit and refuses control characters and angle brackets', () => {
    expect(reasonProblem(opsReason, 'x'.repeat(201), true)).toEqual({ key: 'reasonTooLong', max: 200 });
    expect(reasonProblem(opsReason, 'bad\u0007bell', true)).toEqual({ key: 'reasonInvalid' });
    expect(reasonProblem(opsReason, '<b>', false)).toEqual({ key: 'reasonInvalid' });
    expect(reasonProblem(opsReason, 'The name on the card differs from the account holder.', true)).toBeNull();
  });
});
