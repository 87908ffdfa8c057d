import { describe, expect, it } from 'vitest';
import { presentWin, roundNetUnits } from './winPresentation.ts';

describe('presentWin', () => {
  it('celebrates nothing below the bet', () => {
    expect(presentWin('0.0000', '10')).toBe('none');
    expect(presentWin('3.0000', '10')).toBe('returned');
    expect(presentWin('9.9999', '10')).toBe('returned');
  });

  it('celebrates a win of the bet or more, and ten times the bet or more as a big win', () => {
    expect(presentWin('10.0000', '10')).toBe('win');
    expect(presentWin('99.9999', '10')).toBe('win');
    expect(presentWin('100.0000', '10')).toBe('bigWin');
    expect(presentWin('0.5000', '0.05')).toBe('bigWin');
  });
});

describe('roundNetUnits', () => {
  it('is win − bet in 1/10 000 coin, signed', () => {
    expect(roundNetUnits('0.0000', '10')).toBe(-100_000n);
    expect(roundNetUnits('12.3400', '10')).toBe(23_400n);
    expect(roundNetUnits('0.0001', '0.0002')).toBe(-1n);
  });
});
