import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { sentBodies, typeInto } from '@/testing/api-calls';
import { aSavedLot } from '@/testing/saved-lot-builder';
import { LotForm } from './lot-form';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({
  apiCall,
  ApiError: class ApiError extends Error {},
  errorText: (_c: string, m: string) => m,
}));
const sent = sentBodies(apiCall);

const render = (over: Record<string, unknown> = {}) =>
  renderWithProviders(<LotForm lot={aSavedLot(over) as never} fields={[]} onSaved={() => {}} />);

describe('The lot form, Kimberley Process papers (issue 30)', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue({ records: [], totalRecords: 0, setDisp: '', id: 'L1' });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a rough lot its certificate, country of origin and exporting authority', () => {
    render({
      kimberley_process: {
        certificate: 'BW-2026-004512',
        origin_country: 'BW',
        exporting_authority: 'Government Diamond Valuator',
      },
    });
    const box = screen.getByTestId('lot-kimberley-process');
    expect(box.textContent).toContain('Kimberley Process');
    expect(screen.getByLabelText('KP certificate number')).toHaveProperty(
      'value',
      'BW-2026-004512',
    );
    expect(within(box).getByText('Country of origin')).toBeTruthy();
    expect(screen.getByTestId('lot-kp_origin_country')).toHaveProperty('value', 'Botswana');
    expect(screen.getByLabelText('Exporting authority')).toHaveProperty(
      'value',
      'Government Diamond Valuator',
    );
  });

  it('shows no papers for a jewellery lot, and sends none', async () => {
    render({ categoryTypeId: 'jewellery', pricing: 'per_item' });
    expect(screen.queryByTestId('lot-kimberley-process')).toBeNull();
    fireEvent.click(screen.getByTestId('lot-save'));
    await waitFor(() => expect(sent('seller/product/projectAction')).toHaveLength(1));
    expect(Object.keys(sent('seller/product/projectAction')[0] ?? {})).not.toContain(
      'kp_certificate',
    );
  });

  it('sends the papers typed for a rough lot', async () => {
    render({ kimberley_process: { origin_country: 'BW' } });
    typeInto('lot-kp_certificate', ' BW-2026-000777 ');
    typeInto('lot-kp_exporting_authority', 'Botswana Diamond Hub');
    fireEvent.click(screen.getByTestId('lot-save'));
    await waitFor(() =>
      expect(sent('seller/product/projectAction')[0]).toMatchObject({
        categoryTypeId: 'rough',
        kp_certificate: 'BW-2026-000777',
        kp_origin_country: 'BW',
        kp_exporting_authority: 'Botswana Diamond Hub',
      }),
    );
  });

  it.each([
    ['es', 'Número de certificado KP', 'País de origen', 'Autoridad exportadora'],
    ['ar', 'رقم شهادة عملية كيمبرلي', 'بلد المنشأ', 'سلطة التصدير'],
  ])('labels the papers in %s', async (lang, certificate, origin, authority) => {
    await i18n.changeLanguage(lang);
    render();
    const box = screen.getByTestId('lot-kimberley-process');
    for (const label of [certificate, origin, authority])
      expect(within(box).getByText(label)).toBeTruthy();
  });
});
