import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from './FormAlert.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FormAlert', () => {
  it('says the message as an alert and brings it into view', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    render(<FormAlert message="The account, password or captcha is incorrect." />);
    expect(screen.getByRole('alert').textContent).toBe('The account, password or captcha is incorrect.');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('draws nothing without a message', () => {
    render(<FormAlert />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
