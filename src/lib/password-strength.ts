export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_SCORE = 4;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * Strength 0..4: 0 when empty or shorter than 6 characters; otherwise one point each for a
 * lowercase letter, an uppercase letter, a digit and a symbol (anything else, including spaces).
 */
export function passwordStrength(password: string): PasswordScore {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  let score = 0;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^a-zA-Z0-9]/.test(password)) score++;
  return score as PasswordScore;
}
