import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { fieldNoteId, FormField } from './form-field';
import { PasswordField, TextField } from './text-field';

describe('FormField', () => {
  it('labels its control and describes it by the hint while there is no error', () => {
    renderWithIntl(<TextField label="Serial number" hint="On the sticker under the lid" />);
    const input = screen.getByLabelText('Serial number');
    expect(input).toHaveAccessibleDescription('On the sticker under the lid');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error replaces the hint, marks the control invalid and describes it', () => {
    renderWithIntl(<TextField label="Serial number" hint="On the sticker under the lid" error="Serial number not found" />);
    const input = screen.getByLabelText('Serial number');
    expect(input).toHaveAccessibleDescription('Serial number not found');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('On the sticker under the lid')).toBeNull();
  });

  it('frames a password, and any other control given its id', () => {
    renderWithIntl(
      <>
        <PasswordField label="Password" error="At least 8 characters" />
        <FormField id="date" label="Installation date" hint="dd.MM.yyyy">
          <input id="date" aria-describedby={fieldNoteId('date', { hint: 'dd.MM.yyyy' })} />
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByLabelText('Installation date')).toHaveAccessibleDescription('dd.MM.yyyy');
  });
});
