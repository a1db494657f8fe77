import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '@/contracts/validation';
import { useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue, type PhoneField } from '@/lib/phone';
import { phoneFieldSchema } from '@/lib/phone-field-schema';
import { renderWithIntl } from '@/tests/unit/render';
import { PhoneFormField } from './phone-form-field';

beforeAll(() => {
  // Headless UI positions the option list with floating-ui, which observes sizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const schema = z.object({ phone: phoneFieldSchema });

/** The phone input as the forms use it: bound to react-hook-form, with the shared schema and the field status. */
function Form({ onValue }: { onValue: (value: PhoneField, digits: string) => void }) {
  const form = useForm<{ phone: PhoneField }>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { phone: { country: DEFAULT_COUNTRY, text: '' } },
  });
  const status = useFieldStatus(form);
  const phone = useWatch({ control: form.control, name: 'phone' });
  useEffect(() => onValue(phone, phoneValue(phone)), [phone, onValue]);
  return <PhoneFormField control={form.control} name="phone" label="Phone number" {...status('phone')} />;
}

function setup() {
  const onValue = vi.fn();
  renderWithIntl(<Form onValue={onValue} />);
  return {
    onValue,
    user: userEvent.setup(),
    number: screen.getByLabelText('Phone number') as HTMLInputElement,
    country: screen.getByRole('combobox', { name: 'Country code' }) as HTMLInputElement,
  };
}

const statusIcon = () => document.querySelector('[data-status]')?.getAttribute('data-status') ?? null;

// Rendering all ~245 countries is slow in jsdom on a busy machine; no assertion depends on time.
describe('PhoneInput', { timeout: 20_000 }, () => {
  it('starts with Ukraine (+380) and groups a Ukrainian number 2-3-2-2 as it is typed', async () => {
    const { user, number, country, onValue } = setup();
    expect(country.value).toBe('🇺🇦 +380');
    await user.type(number, '501234567');
    expect(number.value).toBe('50 123 45 67');
    expect(onValue).toHaveBeenLastCalledWith({ country: 'UA', text: '50 123 45 67' }, '380501234567');
  });

  it('validates for the chosen country: an invalid Ukrainian number shows the error, a valid one the success icon', async () => {
    const { user, number } = setup();
    await user.type(number, '1234567');
    await user.tab();
    await waitFor(() => expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a valid phone number');
    expect(statusIcon()).toBe('invalid');
    await user.clear(number);
    await user.type(number, '671234567');
    await waitFor(() => expect(statusIcon()).toBe('valid'));
    expect(screen.queryByText('Enter a valid phone number')).toBeNull();
  });

  it('finds Poland by name, regroups the number 3-2-2-2 and sends +48', async () => {
    const { user, number, country, onValue } = setup();
    await user.type(number, '512345678');
    await user.click(country);
    await user.keyboard('pola');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['🇵🇱Poland+48']);
    await user.click(options[0]);
    expect(country.value).toBe('🇵🇱 +48');
    expect(number.value).toBe('512 34 56 78');
    expect(onValue).toHaveBeenLastCalledWith({ country: 'PL', text: '512 34 56 78' }, '48512345678');
    await user.tab();
    await waitFor(() => expect(statusIcon()).toBe('valid'));
  });

  it('finds a country by dial code and lists Ukraine, Poland and Germany first', async () => {
    const { user, country } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose a country' }));
    const all = await screen.findAllByRole('option');
    expect(all.length).toBeGreaterThan(240);
    expect(all.slice(0, 3).map((o) => o.textContent)).toEqual(['🇺🇦Ukraine+380', '🇵🇱Poland+48', '🇩🇪Germany+49']);
    await user.click(country);
    await user.keyboard('+49');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇩🇪Germany+49']));
  });

  it('says when no country matches', async () => {
    const { user, country } = setup();
    await user.click(country);
    await user.keyboard('Atlantis');
    expect(await screen.findByText('No country matches “Atlantis”')).toBeInTheDocument();
  });

  it('takes a pasted international number apart into country and number', async () => {
    const { user, number, country, onValue } = setup();
    await user.click(number);
    await user.paste('+48 512 345 678');
    expect(country.value).toBe('🇵🇱 +48');
    expect(number.value).toBe('512 34 56 78');
    expect(onValue).toHaveBeenLastCalledWith({ country: 'PL', text: '512 34 56 78' }, '48512345678');
  });

  it('leaves text that does not match the grouping unchanged, and it is not valid', async () => {
    const { user, number } = setup();
    await user.type(number, '50-12345');
    expect(number.value).toBe('50-12345');
    await user.tab();
    await waitFor(() => expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument());
  });

  it('keeps the caret after the digit typed in the middle of the number', async () => {
    const { user, number } = setup();
    await user.type(number, '50123');
    expect(number.value).toBe('50 123');
    number.setSelectionRange(2, 2);
    await user.keyboard('9');
    expect(number.value).toBe('50 912 3');
    expect(number.selectionStart).toBe(4);
  });

  it('caps the text at 250 characters', () => {
    setup();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('maxlength', '250');
  });
});
