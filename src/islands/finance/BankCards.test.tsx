import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import { $locale } from '../../stores/locale.ts';
import { $toasts } from '../../stores/toasts.ts';
import { BankCards } from './BankCards.tsx';
import { bankCard, failure, ok, setUpFinanceIslandTests, signIn } from './financeTestSetup.ts';
import { userProfile } from '../user/userTestSetup.ts';
import type { UserProfile } from '../../contracts/account.ts';

const testServer = setUpFinanceIslandTests(['ja-JP', 'en-US']);

const sent = (path: string) => testServer().seen.filter((r) => r.path === path);
const toastMessages = () => $toasts.get().map((toast) => toast.message);
const type = (root: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

function serveCards(cards: BankCard[]) {
  testServer().on('/v2/app/user/bank/list', (_, res) => sendJson(res, 200, ok(cards)));
}

function serveProfile(profile: UserProfile) {
  testServer().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(profile)));
}

async function renderCards(cards: BankCard[], profile: UserProfile = userProfile()) {
  signIn();
  serveCards(cards);
  serveProfile(profile);
  $locale.set('en-US');
  render(<BankCards locale="en-US" />);
  // Loaded once the count is known.
  await screen.findByText(`${cards.length} of 5`);
  return screen.getByRole('region', { name: /Bound bank cards/ });
}

function fillNewCard(form: HTMLElement) {
  type(form, 'Bank', 'Mizuho Bank');
  type(form, 'Card number', '4111 1111 1111 1111');
  type(form, 'Cardholder name', 'TARO YAMADA');
  type(form, 'Last name', 'Yamada');
  type(form, 'First name', 'Taro');
  type(form, 'Name in Latin letters', 'TARO YAMADA');
  type(form, 'Branch code', '123');
  type(form, 'Branch name', 'Shinjuku');
}

describe('BankCards', () => {
  it('lists each card masked, with its holder, branch, default badge and a name warning', async () => {
    const list = await renderCards([
      bankCard(),
      bankCard({ id: 2, bankName: 'MUFG Bank', cardNumberMasked: '**** 9876', isDefault: false, nameMatches: false, holderName: 'HANAKO SATO' }),
    ]);
    expect(within(list).getByText('2 of 5')).toBeTruthy();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('**** 4567')).toBeTruthy();
    expect(within(first!).getByText('TARO YAMADA')).toBeTruthy();
    expect(within(first!).getByText('Shinjuku (123)')).toBeTruthy();
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(first!).queryByText(/does not match/)).toBeNull();
    expect(within(second!).queryByText('Default')).toBeNull();
    expect(within(second!).getByText(/The name does not match your account/)).toBeTruthy();
    // The full number is never on the page.
    expect(document.body.textContent).not.toMatch(/\d{7,}/);
  });

  it('refuses a bad card number and branch code before sending anything', async () => {
    await renderCards([]);
    const form = screen.getByRole('region', { name: 'Bind a bank card' });
    fillNewCard(form);
    type(form, 'Card number', '4111 1111 1111 1112');
    type(form, 'Branch code', '12');
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('This card number is not valid; please check it')).toBeTruthy();
    expect(within(form).getByText('A branch code has 3 to 6 digits')).toBeTruthy();
    expect(within(form).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    type(form, 'Card number', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('Please enter Card number')).toBeTruthy();
    expect(sent('/v2/app/user/bank')).toEqual([]);
  });

  it('binds a card with the digits only, then lists it', async () => {
    await renderCards([]);
    const form = screen.getByRole('region', { name: 'Bind a bank card' });
    testServer().on('/v2/app/user/bank', (_, res) => {
      serveCards([bankCard()]);
      sendJson(res, 200, ok(bankCard()));
    });
    fillNewCard(form);
    fireEvent.click(within(form).getByLabelText('Make this the default card'));
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    await expect.poll(toastMessages).toContain('Bank card bound');
    expect(sent('/v2/app/user/bank').map((r) => r.body)).toEqual([
      {
        bankName: 'Mizuho Bank',
        cardNumber: '4111111111111111',
        holderName: 'TARO YAMADA',
        lastName: 'Yamada',
        firstName: 'Taro',
        pinyinName: 'TARO YAMADA',
        branchCode: '123',
        branchName: 'Shinjuku',
        isDefault: true,
      },
    ]);
    expect(await screen.findByText('**** 4567')).toBeTruthy();
  });

  it('prefills a new card’s names from the profile, which the card’s Latin name must match', async () => {
    await renderCards([], userProfile({ lastName: 'Yamada', firstName: 'Taro', pinyinName: 'TARO YAMADA' }));
    const form = screen.getByRole('region', { name: 'Bind a bank card' });
    const value = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
    await expect.poll(() => value('Name in Latin letters')).toBe('TARO YAMADA');
    expect(value('Last name')).toBe('Yamada');
    expect(value('First name')).toBe('Taro');
    // Not an account field: left to the player.
    expect(value('Cardholder name')).toBe('');
  });

  it('keeps what the player typed in a name field when the profile arrives later', async () => {
    signIn();
    serveCards([]);
    let answerProfile: () => void = () => {};
    testServer().on('/v2/app/user/get/info', (_, res) => {
      answerProfile = () => sendJson(res, 200, ok(userProfile({ lastName: 'Yamada', firstName: 'Taro', pinyinName: 'TARO YAMADA' })));
    });
    render(<BankCards locale="en-US" />);
    await screen.findByText('0 of 5');
    const form = screen.getByRole('region', { name: 'Bind a bank card' });
    type(form, 'Last name', 'Sato');
    answerProfile();
    await expect.poll(() => (within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Taro');
    expect((within(form).getByLabelText('Last name') as HTMLInputElement).value).toBe('Sato');
  });

  it('after binding, empties the form for another card (names prefilled again) and marks the new card', async () => {
    await renderCards([], userProfile({ lastName: 'Yamada', firstName: 'Taro', pinyinName: 'TARO YAMADA' }));
    const form = screen.getByRole('region', { name: 'Bind a bank card' });
    const value = (label: string) => (within(screen.getByRole('region', { name: 'Bind a bank card' })).getByLabelText(label) as HTMLInputElement).value;
    await expect.poll(() => value('Last name')).toBe('Yamada');
    testServer().on('/v2/app/user/bank', (_, res) => {
      serveCards([bankCard({ id: 9, cardNumberMasked: '**** 1111' })]);
      sendJson(res, 200, ok(bankCard({ id: 9, cardNumberMasked: '**** 1111' })));
    });
    fillNewCard(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    await expect.poll(toastMessages).toContain('Bank card bound');
    const item = (await screen.findByText('**** 1111')).closest('li')!;
    expect(within(item).getByText('Just bound')).toBeTruthy();
    for (const label of ['Bank', 'Card number', 'Cardholder name', 'Branch code', 'Branch name']) expect(value(label), label).toBe('');
    expect(value('Last name')).toBe('Yamada');
    expect(value('Name in Latin letters')).toBe('TARO YAMADA');
    expect((within(screen.getByRole('region', { name: 'Bind a bank card' })).getByLabelText('Make this the default card') as HTMLInputElement).checked).toBe(false);
    expect(sent('/v2/app/user/bank')).toHaveLength(1);
  });

  it('puts the server’s messages on their fields', async () => {
    await renderCards([]);
    const form = screen.getByRole('region', { name: 'Bind a bank card' });
    testServer().on('/v2/app/user/bank', (_, res) =>
      sendJson(res, 409, failure(409, 'BANK_CARD_DUPLICATE', 'This card number is already bound to your account.')),
    );
    fillNewCard(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('This card number is already bound to your account.')).toBeTruthy();
    expect(within(form).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');

    testServer().on('/v2/app/user/bank', (_, res) =>
      sendJson(res, 400, failure(400, 'VALIDATION_FAILED', 'Some fields are not valid', [{ field: 'branchName', message: 'Branch name is too long' }])),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('Branch name is too long')).toBeTruthy();
  });

  it('hides the bind form at five cards and says why', async () => {
    await renderCards([1, 2, 3, 4, 5].map((id) => bankCard({ id, isDefault: id === 1, cardNumberMasked: `**** 000${id}` })));
    const panel = screen.getByRole('region', { name: 'Bind a bank card' });
    expect(within(panel).getByText('You can bind up to 5 bank cards. Remove one to bind another.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Bind card' })).toBeNull();
  });

  it('removes a card only once the dialog is confirmed', async () => {
    const list = await renderCards([bankCard(), bankCard({ id: 2, bankName: 'MUFG Bank', cardNumberMasked: '**** 9876', isDefault: false })]);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove MUFG Bank **** 9876' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this bank card?' });
    expect(within(dialog).getByText(/MUFG Bank \*\*\*\* 9876 will be removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('/v2/app/user/bank/remove')).toEqual([]);

    testServer().on('/v2/app/user/bank/remove', (_, res) => {
      serveCards([bankCard()]);
      sendJson(res, 200, ok({ removed: true }));
    });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove MUFG Bank **** 9876' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expect.poll(toastMessages).toContain('Bank card removed');
    expect(sent('/v2/app/user/bank/remove').map((r) => r.body)).toEqual([{ id: 2 }]);
    await expect.poll(() => within(list).queryByText('**** 9876')).toBeNull();
  });

  it('makes a card the default in one click, sending nothing but the default', async () => {
    const second = bankCard({ id: 2, bankName: 'MUFG Bank', cardNumberMasked: '**** 1111', isDefault: false });
    const list = await renderCards([bankCard(), second]);
    let answer: () => void = () => {};
    testServer().on('/v2/app/user/bank/save', (_, res) => {
      answer = () => {
        serveCards([{ ...second, isDefault: true }, bankCard({ isDefault: false })]);
        sendJson(res, 200, ok({ ...second, isDefault: true }));
      };
    });
    const button = within(list).getByRole('button', { name: 'Make MUFG Bank **** 1111 the default' });
    fireEvent.click(button);
    await expect.poll(() => sent('/v2/app/user/bank/save').length).toBe(1);
    // Busy while the call runs; no form asks for anything.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Edit bank card' })).toBeNull();
    answer();
    await expect.poll(toastMessages).toContain('Default bank card changed');
    expect(sent('/v2/app/user/bank/save').map((r) => r.body)).toEqual([{ id: 2, isDefault: true }]);
    // The list is reloaded: the badge moved and the button is gone, so focus goes to the card's first action.
    await expect.poll(() => within(list).getAllByRole('listitem')[0]?.getAttribute('data-card-id')).toBe('2');
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Make MUFG Bank **** 1111 the default' })).toBeNull();
    await expect.poll(() => document.activeElement).toBe(within(first!).getByRole('button', { name: 'Edit MUFG Bank **** 1111' }));
    expect(screen.queryByRole('region', { name: 'Edit bank card' })).toBeNull();
  });

  it('edits a card without asking for its number again; a typed number replaces it', async () => {
    const list = await renderCards([bankCard()]);
    fireEvent.click(within(list).getByRole('button', { name: 'Edit Mizuho Bank **** 4567' }));
    const form = await screen.findByRole('region', { name: 'Edit bank card' });
    const number = within(form).getByLabelText('Card number') as HTMLInputElement;
    expect(number.value).toBe('');
    expect(number.required).toBe(false);
    expect(within(form).getByText('Leave empty to keep the current number (a new one has 7 digits, or 12 to 19 digits)')).toBeTruthy();
    expect((within(form).getByLabelText('Bank') as HTMLInputElement).value).toBe('Mizuho Bank');

    testServer().on('/v2/app/user/bank/save', (request, res) => sendJson(res, 200, ok({ ...bankCard(), ...(request.body as object) })));
    type(form, 'Branch name', 'Shibuya');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect.poll(toastMessages).toContain('Bank card saved');
    expect(sent('/v2/app/user/bank/save')[0]?.body).toEqual({
      id: 1,
      bankName: 'Mizuho Bank',
      holderName: 'TARO YAMADA',
      lastName: 'Yamada',
      firstName: 'Taro',
      pinyinName: 'TARO YAMADA',
      branchCode: '123',
      branchName: 'Shibuya',
      isDefault: true,
    });
    expect(screen.queryByRole('region', { name: 'Edit bank card' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Edit Mizuho Bank **** 4567' }));
    const again = await screen.findByRole('region', { name: 'Edit bank card' });
    type(again, 'Card number', '4111 1111 1111 1112');
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByText('This card number is not valid; please check it')).toBeTruthy();
    type(again, 'Card number', '5555-5555-5555-4444');
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent('/v2/app/user/bank/save').length).toBe(2);
    expect(sent('/v2/app/user/bank/save')[1]?.body).toMatchObject({ id: 1, cardNumber: '5555555555554444', branchName: 'Shinjuku' });
  });

  it('speaks Japanese on the Japanese page', async () => {
    signIn();
    serveCards([]);
    render(<BankCards locale="ja-JP" />);
    expect(await screen.findByText('登録済みの銀行口座はありません')).toBeTruthy();
    expect(screen.getByRole('region', { name: '銀行口座を登録' })).toBeTruthy();
  });
});
