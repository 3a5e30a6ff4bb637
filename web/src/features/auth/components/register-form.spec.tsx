import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from './register-form';

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.submit(screen.getByTestId('register-form'));

describe('Register form (spec 5, verbatim)', () => {
  it("starts the phone at '+1' and opens the terms in a new tab", () => {
    renderWithProviders(<RegisterForm phonePrefix="+1" onSuccess={vi.fn()} />);
    expect(field('phone').value).toBe('+1');
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/terms_of_use');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("asks for every required field with 'Required!' and for the terms", () => {
    renderWithProviders(<RegisterForm phonePrefix="+1" onSuccess={vi.fn()} />);
    submit();
    expect(screen.getAllByText('Required!')).toHaveLength(5);
    expect(screen.getByText('You need to accept the terms and conditions')).toBeTruthy();
  });

  it('rejects a malformed e-mail, a short password and a different confirmation', () => {
    renderWithProviders(<RegisterForm phonePrefix="+1" onSuccess={vi.fn()} />);
    type('email', 'ada@');
    type('password', 'short');
    type('confirm_password', 'other');
    submit();
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Minimum 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords not match')).toBeTruthy();
  });

  it('rates the password as it is typed', () => {
    renderWithProviders(<RegisterForm phonePrefix="+1" onSuccess={vi.fn()} />);
    const meter = screen.getByTestId('password-strength');
    expect(meter.textContent).toContain('Weak');
    type('password', 'abcdEFGH');
    expect(meter.textContent).toContain('Fair');
    type('password', 'abcdEFGH12');
    expect(meter.textContent).toContain('Good');
    type('password', 'abcdEFGH12!');
    expect(meter.textContent).toContain('Strong');
  });
});
