// The reports in a browser, from the production build: a player buys coins through the sandbox
// checkout and plays a round (through the API); an operator holding only `auditor` (enrolled through
// the API) signs in, and the day table shows for the hall's today exactly what /v2/ops/report/daily
// answered the page, the money just moved included; the per-machine view lists the machine; the
// CSV downloads with its header line. axe finds nothing in ja-JP and en-US.
import { readFile } from 'node:fs/promises';
import { localizePath } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { depositThroughSandbox } from '../games/support/games.ts';
import { apiCall, newWalletPlayer } from '../wallet/support/wallet.ts';
import { enrolledOperator, signInOperator } from './support/operators.ts';

interface DailyAnswer {
  from: string;
  to: string;
  days: { date: string; depositCount: number; deposits: string; rounds: number; bets: string; ggr: string }[];
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');


// en-US runs in a browser far west of the hall (Honolulu), whose today is often not the hall's.
for (const [locale, timezoneId] of [['ja-JP', 'Asia/Tokyo'], ['en-US', 'Pacific/Honolulu']] as const) {
  test.describe(() => {
  test.use({ timezoneId });
  test(`an auditor reads the day and machine reports and downloads the CSV (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const r = (key: string) => text(locale, 'opsReports', `reports.${key}`);
    const player = await newWalletPlayer(request, 'rep');
    await depositThroughSandbox(request, player, '1000');
    await apiCall(request, '/v2/app/game/play', { machineId: 'lucky-sevens', bet: '10' }, { token: player.token, idempotent: true });
    const auditor = await enrolledOperator(request, `rep-${locale === 'ja-JP' ? 'j' : 'e'}`, ['auditor']);
    await signInOperator(page, locale, auditor);

    // The page may ask twice (when the browser's today is not the hall's); once it is quiet, its last
    // answer is what it shows, for the range its form holds. (Asking again here could count another
    // journey's deposit made meanwhile.)
    const answers: Promise<DailyAnswer>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/v2/ops/report/daily' && response.ok()) {
        answers.push(response.json().then((body: { data: DailyAnswer }) => body.data));
      }
    });
    await page.goto(localizePath('/ops/reports/', locale), { waitUntil: 'networkidle' });
    const range = { from: await page.getByLabel(r('range.from'), { exact: true }).inputValue(), to: await page.getByLabel(r('range.to'), { exact: true }).inputValue() };
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const answer = await answers.at(-1)!;
    expect({ from: answer.from, to: answer.to }).toEqual(range);
    const today = answer.days.at(-1)!;
    expect(today.date).toBe(answer.to);
    expect(today.depositCount).toBeGreaterThanOrEqual(1);
    expect(today.rounds).toBeGreaterThanOrEqual(1);

    const grid = page.getByRole('table', { name: fill(r('tables.day'), { from: answer.from, to: answer.to }) });
    const dayText = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today.date}T00:00:00Z`));
    const row = grid.getByRole('row').filter({ hasText: dayText });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatAmount(today.deposits, locale));
    await expect(row).toContainText(formatAmount(today.bets, locale));
    await expect(row).toContainText(formatAmount(today.ggr, locale, { signed: true }));
    await expect(grid.getByRole('row')).toHaveCount(answer.days.length + 1);
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page, '/ops/reports/');

    // The CSV of the day view: its first line is the header.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: r('download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`hall-report-daily-${answer.from}-${answer.to}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('date,depositCount,deposits,withdrawalCount,withdrawals,rounds,bets,wins,ggr');
    // One line a day (money moved since, by another journey, may change the figures, not the lines).
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(answer.days.length + 2);
    expect(lines.at(-2)).toMatch(new RegExp(`^${today.date},\\d+,`));

    // Per machine: the machine played is listed with at least that round.
    await page.getByRole('button', { name: r('views.machine') }).click();
    const machines = page.getByRole('table', { name: fill(r('tables.machine'), { from: answer.from, to: answer.to }) });
    await expect(machines.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, '/ops/reports/ per machine');
    expect(errors).toEqual([]);
  });
  });
}
