import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLayoutApis } from '@/tests/unit/api-mock';
import { renderWithIntl } from '@/tests/unit/render';
import { CheckboxSelect } from './checkbox-select';

const texts = { apply: 'Apply', cancel: 'Cancel', clear: 'Clear', all: 'All' };
const options = [
  { id: 1, name: 'RAC' },
  { id: 2, name: 'HP' },
];

beforeEach(() => browserLayoutApis());

describe('CheckboxSelect', () => {
  it('enables apply, cancel and clear only when something is selected, and applies the ticks', async () => {
    const onApply = vi.fn();
    renderWithIntl(<CheckboxSelect label="Certification type" options={options} value={[]} onApply={onApply} texts={texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Certification type: All' }));
    for (const name of ['Apply', 'Cancel', 'Clear']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'HP' }));
    for (const name of ['Apply', 'Cancel', 'Clear']) expect(screen.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([2]);
  });

  it('cancel drops the draft; clear removes what is applied', async () => {
    const onApply = vi.fn();
    renderWithIntl(<CheckboxSelect label="Level" options={options} value={[1]} onApply={onApply} texts={texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Level: RAC' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'HP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Level: RAC' }));
    expect(screen.getByRole('checkbox', { name: 'HP' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledWith([]);
  });
});
