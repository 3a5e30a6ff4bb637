import type { BuyerCompanyAnswer, CompanyRepresentative } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { CompanyPage } from './company-page';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

const ann: CompanyRepresentative = {
  id: 'ann',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@rough.test',
  status: 'representative',
};
const company = (representatives = [ann]): BuyerCompanyAnswer['company'] => ({
  id: 'co-1',
  name: 'Antwerp Rough BV',
  registration_number: 'BE0123',
  country: 'Belgium',
  representatives,
});
let page: BuyerCompanyAnswer;

beforeEach(() => {
  page = { company: null, invitations: [], max_representatives: 2 };
  apiCall.mockReset();
  apiCall.mockImplementation((path: string, body: Record<string, unknown>) => {
    if (path === 'company/register') page = { ...page, company: company() };
    if (path === 'company/addRepresentative')
      page = {
        ...page,
        company: company([
          ann,
          { ...ann, id: 'bob', first_name: 'Bob', email: String(body.email), status: 'invited' },
        ]),
      };
    if (path === 'company/answerInvitation')
      page = { ...page, invitations: [], company: body.accept ? company() : null };
    return Promise.resolve(page);
  });
  session.signIn('token', aUser({ id: 'ann', email: 'ann@rough.test' }));
});
afterEach(() => session.clear());

/** Issue 30: the buyer's Company page. */
describe('The company page of a buyer', () => {
  it('registers a company after every field is filled', async () => {
    renderWithProviders(<CompanyPage />);
    fireEvent.click(await screen.findByTestId('company-register'));
    expect(await screen.findAllByText('Required!')).toHaveLength(3);
    expect(sent('company/register')).toEqual([]);
    fireEvent.change(screen.getByTestId('company-name'), { target: { value: 'Antwerp Rough BV' } });
    fireEvent.change(screen.getByTestId('company-registration-number'), {
      target: { value: 'BE0123' },
    });
    fireEvent.change(screen.getByTestId('company-country'), { target: { value: 'Belgium' } });
    fireEvent.click(screen.getByTestId('company-register'));
    await waitFor(() =>
      expect(sent('company/register')).toEqual([
        { name: 'Antwerp Rough BV', registration_number: 'BE0123', country: 'Belgium' },
      ]),
    );
    expect((await screen.findByTestId('company-title')).textContent).toBe('Antwerp Rough BV');
    expect(screen.getByTestId('company-leave').textContent).toBe('Leave');
  });

  it('adds a second representative by email, then says the company is full', async () => {
    page = { ...page, company: company() };
    renderWithProviders(<CompanyPage />);
    fireEvent.change(await screen.findByTestId('company-add-email'), {
      target: { value: 'bob@rough.test' },
    });
    fireEvent.click(screen.getByTestId('company-add'));
    await waitFor(() =>
      expect(sent('company/addRepresentative')).toEqual([{ email: 'bob@rough.test' }]),
    );
    expect(await screen.findAllByTestId('company-representative')).toHaveLength(2);
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getByTestId('company-full').textContent).toBe(
      'Your company has its 2 representatives',
    );
    expect(screen.queryByTestId('company-add-email')).toBeNull();
  });

  it("accepts a company's invitation", async () => {
    page = { ...page, invitations: [{ company_id: 'co-1', name: 'Antwerp Rough BV' }] };
    renderWithProviders(<CompanyPage />);
    expect((await screen.findByTestId('company-invitation')).textContent).toContain(
      'invites you to tender as its representative',
    );
    fireEvent.click(screen.getByTestId('company-accept'));
    await waitFor(() =>
      expect(sent('company/answerInvitation')).toEqual([{ company_id: 'co-1', accept: true }]),
    );
    expect(await screen.findByTestId('company-card')).toBeTruthy();
  });
});
