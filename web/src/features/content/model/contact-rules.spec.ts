import { describe, expect, it } from 'vitest';
import { contactErrors } from './contact-rules';

const filled = {
  name: 'Ada',
  email: 'ada@stones.test',
  phone: '',
  subject: 'Shipping',
  message: 'To Antwerp?',
};

describe('contact form rules', () => {
  it('accepts a complete message without a phone', () => expect(contactErrors(filled)).toEqual({}));
  it('asks for every required field', () =>
    expect(contactErrors({ name: ' ', email: '', phone: '', subject: '', message: '' })).toEqual({
      name: 'requiredBang',
      email: 'requiredBang',
      subject: 'requiredBang',
      message: 'requiredBang',
    }));
  it('refuses an address without a domain', () =>
    expect(contactErrors({ ...filled, email: 'ada@stones' })).toEqual({ email: 'invalidEmail' }));
});
