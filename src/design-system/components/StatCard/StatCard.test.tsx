import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCard, StatGrid, toneOfSigned } from './StatCard.tsx';

describe('toneOfSigned', () => {
  it('reads the sign of amount texts and numbers', () => {
    expect(toneOfSigned('-0.0001')).toBe('critical');
    expect(toneOfSigned('12.5000')).toBe('positive');
    expect(toneOfSigned('+3')).toBe('positive');
    expect(toneOfSigned('0.0000')).toBe('neutral');
    expect(toneOfSigned('-0.0000')).toBe('neutral');
    expect(toneOfSigned(-5)).toBe('critical');
    expect(toneOfSigned(0n)).toBe('neutral');
    expect(toneOfSigned('n/a')).toBe('neutral');
  });
});

describe('StatCard', () => {
  afterEach(cleanup);

  it('pairs each label with its figure and hint in a named list of figures', () => {
    render(
      <StatGrid label="Team figures">
        <StatCard label="Bets" value="1,000.0000" hint="12 rounds" />
        <StatCard label="Registrations" value="3" />
      </StatGrid>,
    );
    const group = screen.getByRole('group', { name: 'Team figures' });
    expect(within(group).getAllByRole('term').map((term) => term.textContent)).toEqual(['Bets', 'Registrations']);
    expect(within(group).getAllByRole('definition').map((value) => value.textContent)).toEqual(['1,000.0000', '12 rounds', '3']);
  });

  it('while loading, shows no figure, says "loading" once and keeps the hint line', () => {
    render(
      <StatGrid>
        <StatCard label="Bets" value="1,000.0000" hint="12 rounds" loading locale="en-US" />
      </StatGrid>,
    );
    expect(screen.queryByText('1,000.0000')).toBeNull();
    expect(screen.queryByText('12 rounds')).toBeNull();
    expect(screen.getAllByText('Loading')).toHaveLength(1);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    expect(screen.getByRole('term').parentElement?.getAttribute('aria-busy')).toBe('true');
  });

  it('marks the tone it was given, and none while loading', () => {
    const { rerender } = render(<StatCard label="Net" value="-1.0000" tone="critical" />);
    expect(screen.getByText('-1.0000').className).not.toBe(screen.getByText('Net').className);
    const toned = screen.getByText('-1.0000').className;
    rerender(<StatCard label="Net" value="-1.0000" tone="neutral" />);
    expect(screen.getByText('-1.0000').className).not.toBe(toned);
  });
});
