import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CaptionModal } from './caption-modal';

const open = (initial = { filename: '', title: '', description: '' }) => {
  const onSave = vi.fn();
  renderWithProviders(
    <CaptionModal opened mode="add" initial={initial} onSave={onSave} onCancel={vi.fn()} />,
  );
  return onSave;
};
const field = (label: string) => screen.getByLabelText(label, { exact: false });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Caption modal (spec 5: filename, title, description, all required)', () => {
  it('asks for each missing field in the spec wording and saves nothing', async () => {
    const onSave = open();
    save();
    expect(await screen.findByText('Enter Filename')).toBeTruthy();
    expect(screen.getByText('Enter Title')).toBeTruthy();
    expect(screen.getByText('Enter Description')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts a field of blanks as missing', async () => {
    const onSave = open({ filename: 'front', title: '   ', description: 'Table view' });
    save();
    expect(await screen.findByText('Enter Title')).toBeTruthy();
    expect(screen.queryByText('Enter Filename')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the three fields, trimmed, once all are given', () => {
    const onSave = open({ filename: 'front', title: '', description: '' });
    fireEvent.change(field('Title'), { target: { value: ' 4.07 ct rough ' } });
    fireEvent.change(field('Description'), { target: { value: 'Table view' } });
    save();
    expect(onSave).toHaveBeenCalledWith({
      filename: 'front',
      title: '4.07 ct rough',
      description: 'Table view',
    });
  });

  it('is titled for adding or editing', () => {
    open();
    expect(screen.getByText('Add caption')).toBeTruthy();
  });
});
