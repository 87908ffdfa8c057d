import { call } from '../../api/calls.ts';
import { bankCardList } from '../../contracts/bank-cards.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import { useRemote } from '../shared/useRemote.ts';

const loadCards = (_: null, signal: AbortSignal) => call(bankCardList, undefined, { signal });

/** The user's bound cards, default first, with `reload` for after a change. */
export function useBankCards() {
  return useRemote<null, BankCard[]>(loadCards, null, 'bank-cards');
}
