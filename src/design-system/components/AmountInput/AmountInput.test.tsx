import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from './AmountInput.tsx';

afterEach(cleanup);

/** Owns the value the way a form does. */
function Controlled(props: Omit<AmountInputProps, 'value' | 'onValueChange'> & { onValue?: (value: string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <AmountInput
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText('Amount') as HTMLInputElement;
const typeText = (value: string) => fireEvent.change(field(), { target: { value } });

describe('AmountInput', () => {
  it('keeps four decimals and refuses a fifth', () => {
    const onValue = vi.fn();
    const onRefuse = vi.fn();
    render(<Controlled label="Amount" onValue={onValue} onRefuse={onRefuse} />);
    typeText('12.3456');
    expect(field().value).toBe('12.3456');
    typeText('12.34567');
    expect(field().value).toBe('12.3456');
    expect(onValue).toHaveBeenLastCalledWith('12.3456');
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onRefuse).toHaveBeenCalledWith('12.34567');
  });

  it('refuses letters, signs and exponents, and hands over strings only', () => {
    const onValue = vi.fn();
    render(<Controlled label="Amount" onValue={onValue} />);
    typeText('100');
    for (const attempt of ['100a', '-100', '1e5', '1,000']) typeText(attempt);
    expect(field().value).toBe('100');
    expect(onValue.mock.calls.every(([value]) => typeof value === 'string')).toBe(true);
  });

  it('takes another number of decimals, and none at all', () => {
    const { unmount } = render(<Controlled label="Amount" decimals={2} />);
    typeText('1.25');
    typeText('1.255');
    expect(field().value).toBe('1.25');
    unmount();
    render(<Controlled label="Amount" decimals={0} />);
    expect(field().inputMode).toBe('numeric');
    typeText('10');
    typeText('10.');
    expect(field().value).toBe('10');
  });

  it('works without an owner, reading full-width digits as ASCII', () => {
    render(<AmountInput label="Amount" defaultValue="5" />);
    expect(field().value).toBe('5');
    typeText('１２．５');
    expect(field().value).toBe('12.5');
  });

  it('asks phones for the decimal keypad and is a plain text field', () => {
    render(<AmountInput label="Amount" />);
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('decimal');
  });

  it('describes the field with its unit, range, hint and error', () => {
    render(<AmountInput label="Amount" unit="JPY" min="100.0000" max="500000.0000" hint="Card payments only" error="Too much" locale="en-US" />);
    expect(screen.getByText('JPY')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const description = (field().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(description).toBe('JPY | 100 – 500,000 JPY · Card payments only | Too much');
  });

  it('writes the range in the language’s number format while the field keeps the typed text', () => {
    render(<AmountInput label="Amount" unit="VND" min="1000.5000" max="2000000.0000" defaultValue="1500000.25" locale="vi-VN" />);
    expect(screen.getByText(/1\.000,5 – 2\.000\.000/)).toBeTruthy();
    expect(field().value).toBe('1500000.25');
  });

  it('shows the page’s own range wording in place of the plain range', () => {
    render(<AmountInput label="Amount" min="1" max="9" rangeHint="Between 1 and 9 coins" />);
    expect(screen.getByText('Between 1 and 9 coins')).toBeTruthy();
    expect(screen.queryByText(/1 – 9/)).toBeNull();
  });
});
