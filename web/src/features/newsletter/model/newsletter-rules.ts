import { isEmail } from '@/lib/form-rules';

/** Spec 5: e-mail required ('Required') and valid ('Invalid email format'). */
export function newsletterEmailError(email: string): 'required' | 'invalidEmail' | null {
  const v = email.trim();
  if (!v) return 'required';
  return isEmail(v) ? null : 'invalidEmail';
}
