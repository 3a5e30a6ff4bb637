import { isEmail } from '@/lib/form-rules';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The forms' own wording: 'Required!' on every required field, 'Invalid email format'. */
export function contactErrors(
  v: ContactMessage,
): Partial<Record<keyof ContactMessage, 'requiredBang' | 'invalidEmail'>> {
  const errors: Partial<Record<keyof ContactMessage, 'requiredBang' | 'invalidEmail'>> = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!v[field].trim()) errors[field] = 'requiredBang';
  }
  if (!errors.email && !isEmail(v.email)) errors.email = 'invalidEmail';
  return errors;
}
