import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Pagination } from './pagination';

describe('Pagination component', () => {
  it('draws boundary and sibling pages and marks the current one', () => {
    renderWithProviders(
      <Pagination totalRecords={360} limit={12} page={15} onChange={() => undefined} />,
    );
    const pages = screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(pages).toEqual(['1', '2', '12', '13', '14', '15', '16', '17', '18', '29', '30']);
    expect(screen.getByText('15').getAttribute('aria-current')).toBe('page');
  });
  it('jumps to the last page', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pagination totalRecords={360} limit={12} page={1} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Last page'));
    expect(onChange).toHaveBeenCalledWith(30);
  });
  it('draws nothing for a single page', () => {
    renderWithProviders(
      <Pagination totalRecords={5} limit={12} page={1} onChange={() => undefined} />,
    );
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});
