// What a support-only operator may see of a player (issue 20: support reads players with names,
// document numbers and card numbers masked). The server masks; the console shows what it is sent.
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';

/** Roles whose work needs a player's real name and documents; without one of them, answers are masked. */
const UNMASKED_ROLES: readonly OperatorRole[] = ['payments', 'kyc', 'admin', 'auditor'];

export function masksPlayerData(roles: readonly OperatorRole[]): boolean {
  return !roles.some((role) => UNMASKED_ROLES.includes(role));
}

/** Each word keeps its first character: "山田 太郎" → "山* 太*", "Taro" → "T***". */
export function maskName(name: string): string {
  return name
    .split(/(\s+)/u)
    .map((part) => {
      if (/^\s*$/u.test(part)) return part;
      const [first, ...rest] = [...part];
      return first + '*'.repeat(rest.length);
    })
    .join('');
}

/** Only the last four characters stay ("123456789012" → "********9012"); four or fewer: all hidden. */
export function maskDocumentNumber(value: string): string {
  const chars = [...value];
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return '*'.repeat(chars.length - 4) + chars.slice(-4).join('');
}

/** A card number is never sent whole: `****1234` masked, else the issuer's six digits too. */
export function cardNumberFor(cardNumber: string, masked: boolean): string {
  const last = cardNumber.slice(-4);
  if (masked || cardNumber.length < 13) return `****${last}`;
  return `${cardNumber.slice(0, 6)}${'*'.repeat(cardNumber.length - 10)}${last}`;
}

/** "Yamada Taro" from the profile's parts (family name first, as the hall's forms ask). */
export function realNameOf(user: { lastName: string | null; firstName: string | null }): string | null {
  const name = [user.lastName, user.firstName].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}
