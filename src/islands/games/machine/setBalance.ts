import { $token, $user, setUser } from '../../../stores/session.ts';

/**
 * Keeps the balance store (and with it the header) at the wallet balance a round answered, without
 * asking user/info again after every round.
 */
export function setBalance(balance: string): void {
  if (!$token.get()) return;
  setUser({ ...$user.get(), balance });
}
