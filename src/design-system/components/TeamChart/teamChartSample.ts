// Thirty days of made-up team figures for the stories and tests.
import type { TeamChartDay } from './TeamChart.tsx';

export function sampleDays(count = 30, start = Date.UTC(2026, 10, 1)): TeamChartDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    const wave = (index * 37) % 11;
    return {
      date,
      betAmount: `${12_000 + wave * 1_850 + (index % 7) * 400}.${String((index * 1234) % 10_000).padStart(4, '0')}`,
      rechargeAmount: `${index % 5 === 3 ? 0 : 4_000 + ((index * 53) % 9) * 900}.0000`,
      registrations: (index * 7) % 6,
    };
  });
}
