export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec 5: e-mail required ('Required') and valid ('Invalid email format'). */
export function newsletterEmailError(email: string): 'required' | 'invalidEmail' | null {
  const v = email.trim();
  if (!v) return 'required';
  return EMAIL_PATTERN.test(v) ? null : 'invalidEmail';
}
