import type { ListResponse, OutboxMailRecord } from '@facet/event-schemas';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MailOutboxView } from './mail-outbox-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const mail: OutboxMailRecord = {
  id: 'm1',
  to: 'ivy@t.test',
  from: 'noreply@facet.test',
  subject: 'You are invited to Facet',
  text: 'Create your account: http://localhost/invite?token=abc.def',
  kind: 'invite',
  at: '2026-01-10T10:00:00.000Z',
  transport: 'outbox',
};
const page: ListResponse<OutboxMailRecord> = {
  records: [mail],
  totalRecords: 1,
  setDisp: 'Showing 1 of 1',
};

describe('The mail outbox screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue(page);
  });

  it('lists each message with its recipient, subject and how it was sent', async () => {
    renderWithProviders(<MailOutboxView />);
    const row = (await screen.findByText('ivy@t.test')).closest('tr');
    expect(row?.textContent).toContain('You are invited to Facet');
    expect(row?.textContent).toContain('Sent (outbox)');
    expect(apiCall).toHaveBeenCalledWith(
      'backoffice/mail/outbox',
      { page: 1, limit: 20 },
      expect.anything(),
    );
  });

  it('opens the message body on a click of its subject', async () => {
    renderWithProviders(<MailOutboxView />);
    fireEvent.click(await screen.findByTestId('mail-open'));
    expect((await screen.findByTestId('mail-body')).textContent).toBe(mail.text);
  });

  it('issue 27 item 17: shows a link in the message as a link to its address', async () => {
    renderWithProviders(<MailOutboxView />);
    fireEvent.click(await screen.findByTestId('mail-open'));
    const link = await screen.findByTestId('mail-link');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('http://localhost/invite?token=abc.def');
  });
});
