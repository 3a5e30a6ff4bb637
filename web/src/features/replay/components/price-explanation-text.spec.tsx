import type { PriceExplanation, ReplayRule } from '@facet/event-schemas';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { REPLAY_RULES } from '../model/explanation-values';
import { PriceExplanationText } from './price-explanation-text';

const explanation = (rule: ReplayRule, over: Partial<PriceExplanation> = {}): PriceExplanation => ({
  step: 7,
  at: '2026-01-10T10:00:00.000Z',
  rule,
  previousPrice: 610,
  price: 810,
  challenger: { userId: 'u2', name: 'Cleo Buyer' },
  leader: { userId: 'u1', name: 'Ada Buyer' },
  challengerMaximum: 2000,
  leaderMaximum: 800,
  increment: 10,
  reserve: 1500,
  previousClose: '2026-01-10T10:03:00.000Z',
  close: '2026-01-10T10:05:00.000Z',
  extensionSeconds: 120,
  ...over,
});

/** The sentence alone; each call renders and unmounts its own explanation. */
const textOf = (e: PriceExplanation, reserveHidden = false) => {
  const { container, unmount } = renderWithProviders(
    <PriceExplanationText explanation={e} reserveHidden={reserveHidden} />,
  );
  const text = container.querySelector('[data-testid="explanation-text"]')?.textContent ?? '';
  unmount();
  return text;
};

describe('A price explanation in words', () => {
  afterAll(() => i18n.changeLanguage('en'));

  describe.each(['en', 'es', 'ar'])('in %s', (lng) => {
    it.each(REPLAY_RULES)('renders rule %s with its id and every value filled in', async (rule) => {
      await i18n.changeLanguage(lng);
      renderWithProviders(<PriceExplanationText explanation={explanation(rule)} />);
      const text = screen.getByTestId('explanation-text').textContent ?? '';
      expect(screen.getByTestId('rule-id').textContent).toBe(rule);
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toMatch(/\{\{|\}\}|rules\./);
    });
  });

  it('writes money as the rest of the site does', async () => {
    await i18n.changeLanguage('en');
    const text = textOf(explanation('P3'));
    expect(text).toContain('$2,000.00');
    expect(text).toContain('$800.00');
    expect(text).toContain('from $610.00 to $810.00');
    expect(text).toContain('$10.00');
  });

  it('names whose maximum beat whose (P3)', async () => {
    await i18n.changeLanguage('en');
    expect(textOf(explanation('P3'))).toMatch(
      /Cleo Buyer bid a maximum \(\$2,000\.00\), above the maximum \(\$800\.00\) that Ada Buyer led with/,
    );
  });

  it("words a bidder's own explanation with 'you' and 'another bidder', in their language", async () => {
    const own = explanation('P4', {
      challenger: { userId: 'u2', name: 'you' },
      leader: { userId: null, name: 'another bidder' },
      leaderMaximum: null,
    });
    await i18n.changeLanguage('en');
    expect(textOf(own)).toMatch(/^you bid a maximum .* that another bidder led with/);
    await i18n.changeLanguage('es');
    expect(textOf(own)).toMatch(/^usted pujó un máximo .* otro postor/);
    await i18n.changeLanguage('en');
  });

  it('names the buyer of a buy now, whether the checkout or the sale names them', async () => {
    await i18n.changeLanguage('en');
    const sale = explanation('buy-now', {
      challenger: null,
      leader: { userId: 'u1', name: 'Ada Buyer' },
    });
    expect(textOf(sale)).toBe('Ada Buyer bought at the buy now price of $810.00.');
  });

  it('tells a bidder the reserve is not shown, and an admin that there is none', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <PriceExplanationText
        explanation={explanation('close-sold', { reserve: null })}
        reserveHidden
      />,
    );
    expect(screen.getByTestId('explanation-text').textContent).toContain('reserve (not shown)');
    expect(textOf(explanation('close-unsold', { reserve: null }))).toContain('reserve (none)');
  });

  it('says by how much and from which close to which the close moved (soft-close)', async () => {
    await i18n.changeLanguage('en');
    const text = textOf(explanation('soft-close'));
    expect(text).toContain('120 seconds');
    expect(text).toContain('01-10-2026 10:03 am');
    expect(text).toContain('01-10-2026 10:05 am');
  });

  it('renders a maximum the reader may not see as words, never a number', async () => {
    await i18n.changeLanguage('en');
    const text = textOf(
      explanation('P4', {
        challenger: { userId: null, name: 'another bidder' },
        challengerMaximum: null,
        previousPrice: 500,
        price: 510,
        increment: 10,
      }),
    );
    expect(text).toContain('another bidder bid a maximum (not shown)');
    // The only amounts are the reader's own maximum, the prices and the increment.
    expect(text.match(/\$[\d,]+\.\d\d/g)).toEqual(['$800.00', '$500.00', '$510.00', '$10.00']);
    expect(text).not.toContain('2,000');
  });

  it('words an invoice step: its number, the payment and how it was made, what is paid and due', async () => {
    const invoice = {
      invoiceId: 'i1',
      number: 42,
      total: 1911,
      paid: 1000,
      balanceDue: 911,
      status: 'partly paid',
      amount: 1000,
      method: 'offline',
    };
    const payment = explanation('invoice-payment', { price: 910, invoice });
    await i18n.changeLanguage('en');
    expect(textOf(payment)).toBe(
      'Cleo Buyer paid $1,000.00 (Bank transfer) towards invoice #42: $1,000.00 of $1,911.00 paid, $911.00 due (Partly paid). The price stays $910.00.',
    );
    await i18n.changeLanguage('es');
    expect(textOf(payment)).toContain('(Transferencia bancaria)');
    expect(textOf(payment)).toContain('(Pagada en parte)');
    await i18n.changeLanguage('en');
    const raised = explanation('invoice-raised', {
      price: 910,
      invoice: {
        ...invoice,
        paid: 0,
        balanceDue: 1911,
        status: 'unpaid',
        amount: null,
        method: null,
      },
    });
    expect(textOf(raised)).toBe(
      'Invoice #42 was raised to Cleo Buyer for the sale at $910.00: $1,911.00 in all, $1,911.00 due (Unpaid).',
    );
  });
});
