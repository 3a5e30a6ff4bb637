export type StrengthKey = 'weak' | 'fair' | 'good' | 'strong';

/** Score 0 to 4 (spec 4): Weak for 0 and 1, then Fair, Good, Strong. */
export function passwordScore(password: string): number {
  if (!password) return 0;
  let score = 0;
  if (password.length >= 8) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password) || password.length >= 14) score++;
  return Math.min(score, 4);
}

export function strengthKey(score: number): StrengthKey {
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  if (score === 3) return 'good';
  return 'strong';
}
