// The fiat wallet in Japanese, end to end in the browser: bind a card, buy coins through the
// sandbox checkout, see the balance everywhere, withdraw, have the operator approve with the CLI,
// and find both movements settled in the financial records with totals that agree.
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { apiCall, coinsText, FUND_PASSWORD, headerBalance, newWalletPlayer, openSignedIn, opsCli } from './support/wallet.ts';

const locale = 'ja-JP';
const fin = (key: string) => text(locale, 'finance', key);
const rec = (key: string) => text(locale, 'records', key);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (value: string) => new RegExp(`^${escape(value)}`);

test('bind a card, deposit 5,000 JPY through the sandbox checkout, withdraw 2,000, approved by the operator, shown in the records', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const player = await newWalletPlayer(page.request, 'wf');

  // Bank card: bound through the form, listed masked and as the default.
  await openSignedIn(page, '/user/bankcard-setting', player);
  const bindPanel = page.getByRole('region', { name: fin('bankCard.bindTitle') });
  const field = (key: string) => bindPanel.getByLabel(fin(`bankCard.fields.${key}`), { exact: true });
  await field('bankName').fill('みずほ銀行');
  await field('cardNumber').fill('4111 1111 1111 1111');
  await field('holderName').fill('ヤマダ タロウ');
  await field('lastName').fill('山田');
  await field('firstName').fill('太郎');
  await field('pinyinName').fill('TARO YAMADA');
  await field('branchCode').fill('123');
  await field('branchName').fill('新宿支店');
  await bindPanel.getByRole('button', { name: fin('bankCard.submitBind') }).click();
  const cardList = page.getByRole('region', { name: startsWith(fin('bankCard.listTitle')) });
  const card = cardList.getByRole('listitem').filter({ hasText: '**** **** **** 1111' });
  await expect(card).toBeVisible();
  await expect(card.getByText(fin('bankCard.default'), { exact: true })).toBeVisible();
  await expect(card.getByText(fin('bankCard.nameMismatch'))).toHaveCount(0);

  // Deposit: JPY channel, an amount that refuses a fifth decimal, the card, off to the checkout.
  await page.goto('/user/finance/deposit');
  const depositForm = page.getByRole('region', { name: fin('deposit.formTitle') });
  await depositForm.getByRole('radio', { name: /JPY/ }).check();
  const amount = depositForm.getByLabel(fin('deposit.amount'), { exact: true });
  await amount.fill('5000.1234');
  await amount.press('5');
  await expect(amount, 'a fifth decimal is refused as it is typed').toHaveValue('5000.1234');
  await amount.fill('5000');
  await expect(depositForm.getByRole('status'), 'the coins it buys, shown as typed').toHaveText(coinsText(locale, '5,000'));
  const cardPicker = depositForm.getByLabel(fin('deposit.card'), { exact: true });
  const cardId = await cardPicker.getByRole('option', { name: /1111/ }).getAttribute('value');
  await cardPicker.selectOption(cardId!);
  await depositForm.getByRole('button', { name: fin('deposit.submit') }).click();

  // The sandbox provider's checkout, in the payer's language: pay.
  await expect(page).toHaveURL(/\/sandbox\/psp\/checkout\//);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'payments', 'checkout.title') })).toBeVisible();
  await expect(page.getByText('5,000 JPY')).toBeVisible();
  await page.getByRole('button', { name: text(locale, 'payments', 'checkout.pay'), exact: true }).click();

  // Back on the deposit page: the order is followed until the provider's notification credits it.
  await expect(page).toHaveURL(/\/user\/finance\/deposit\?orderSn=/);
  const orderSn = new URL(page.url()).searchParams.get('orderSn')!;
  const orderPanel = page.getByRole('region', { name: fin('deposit.orderTitle') });
  await expect(orderPanel.getByText(fin('deposit.orderSn').replace('{{orderSn}}', orderSn))).toBeVisible();
  await expect(orderPanel.getByRole('status')).toHaveText(fin('deposit.paidDone').replace('{{coins}}', '5,000'), { timeout: 20_000 });
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '5,000'));
  const depositRecords = page.getByRole('table', { name: fin('deposit.recordsTitle') });
  await expect(depositRecords.getByRole('row').filter({ hasText: orderSn })).toContainText(text(locale, 'records', 'status.deposit.paid'));

  // The user centre shows the same balance.
  await page.goto('/user/user-center');
  const centreBalance = page.getByRole('region', { name: text(locale, 'user', 'centre.balance'), exact: true });
  await expect(centreBalance).toContainText(text(locale, 'user', 'centre.coins').replace('{{amount}}', '5,000'));
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '5,000'));

  // Withdraw 2,000 to the default card with the fund password: held at once.
  await page.goto('/user/finance/withdraw');
  const withdrawForm = page.getByRole('region', { name: fin('withdraw.formTitle') });
  await expect(withdrawForm.getByLabel(fin('withdraw.card'), { exact: true })).toHaveValue(cardId!);
  await withdrawForm.getByLabel(fin('withdraw.amount'), { exact: true }).fill('2000');
  await withdrawForm.getByLabel(fin('withdraw.paymentPassword'), { exact: true }).fill(FUND_PASSWORD);
  await withdrawForm.getByRole('button', { name: fin('withdraw.submit') }).click();
  const done = withdrawForm.getByRole('status');
  const [before, after] = fin('withdraw.done').split('{{orderSn}}');
  await expect(done).toHaveText(new RegExp(`^${escape(before!)}\\S+${escape(after!)}$`));
  const withdrawalSn = (await done.textContent())!.slice(before!.length, -after!.length);
  await expect(page.getByRole('group', { name: fin('balance.label') })).toContainText(coinsText(locale, '3,000'));
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '3,000'));
  const withdrawRecords = page.getByRole('table', { name: fin('withdraw.recordsTitle') });
  await expect(withdrawRecords.getByRole('row').filter({ hasText: withdrawalSn })).toContainText(text(locale, 'records', 'status.withdrawal.review'));

  // The operator approves it with `npm run ops -- approve`; the sandbox bank pays it out.
  const approved = await opsCli(baseURL!, 'approve', withdrawalSn);
  expect(approved).toContain(withdrawalSn);
  await expect
    .poll(
      async () => {
        const page1 = await apiCall<{ list: { orderSn: string; status: string }[] }>(page.request, '/v2/app/draw/list', { pageNum: 1, pageSize: 10 }, { token: player.token });
        return page1.list.find((w) => w.orderSn === withdrawalSn)?.status;
      },
      { message: 'the sandbox bank settles the approved withdrawal', timeout: 15_000 },
    )
    .toBe('success');

  // The financial records: both movements successful, totals that agree.
  await page.goto('/user/record');
  const records = page.getByRole('table', { name: rec('table.caption') });
  const withdrawalRow = records.getByRole('row').filter({ hasText: withdrawalSn });
  await expect(withdrawalRow).toContainText(rec('type.withdrawal'));
  await expect(withdrawalRow).toContainText(rec('status.withdrawal.success'));
  await expect(withdrawalRow).toContainText('2,000');
  const depositRow = records.getByRole('row').filter({ hasText: orderSn });
  await expect(depositRow).toContainText(rec('type.deposit'));
  await expect(depositRow).toContainText(rec('status.deposit.paid'));
  await expect(depositRow).toContainText('5,000');
  const totals = page.getByRole('region', { name: rec('totals.title') });
  const total = (key: string) =>
    totals
      .locator('div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escape(rec(key))}$`) }) })
      .getByRole('definition');
  await expect(total('totals.deposits')).toHaveText(rec('totals.coins').replace('{{amount}}', '5,000'));
  await expect(total('totals.withdrawals')).toHaveText(rec('totals.coins').replace('{{amount}}', '2,000'));
  await expect(total('totals.count')).toHaveText('2');
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '3,000'));
});
