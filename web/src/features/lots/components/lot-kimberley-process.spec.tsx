import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { LotKimberleyProcess } from './lot-kimberley-process';

const papers = {
  certificate: 'BW-2026-004512',
  origin_country: 'BW',
  exporting_authority: 'Government Diamond Valuator, Botswana',
};

describe("A rough lot's Kimberley Process papers on the lot page (issue 30)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows buyers the certificate, the country of origin by name and the authority', () => {
    renderWithProviders(<LotKimberleyProcess lot={{ kimberley_process: papers }} />);
    expect(screen.getByTestId('lot-kp-certificate').textContent).toBe(
      'KP certificateBW-2026-004512',
    );
    expect(screen.getByTestId('lot-kp-origin').textContent).toBe('Country of originBotswana');
    expect(screen.getByTestId('lot-kp-authority').textContent).toContain(
      'Government Diamond Valuator',
    );
  });

  it('names the country in the reader’s language (Arabic)', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<LotKimberleyProcess lot={{ kimberley_process: papers }} />);
    expect(screen.getByTestId('lot-kp-origin').textContent).toBe('بلد المنشأبوتسوانا');
  });

  it('shows nothing for a lot without papers', () => {
    renderWithProviders(<LotKimberleyProcess lot={{}} />);
    expect(screen.queryByTestId('lot-kimberley-process')).toBeNull();
  });
});
