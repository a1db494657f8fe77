import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { CodeInput } from './code-input';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((b) => b.value);

function setup(props: Partial<Parameters<typeof CodeInput>[0]> = {}) {
  const onComplete = vi.fn();
  const onChange = vi.fn();
  renderWithIntl(<CodeInput label="Confirmation code" onComplete={onComplete} onChange={onChange} {...props} />);
  return { onComplete, onChange, user: userEvent.setup() };
}

describe('CodeInput', () => {
  it('is a labelled group of four labelled boxes', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Confirmation code' })).toBeInTheDocument();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual(['Digit 1 of 4', 'Digit 2 of 4', 'Digit 3 of 4', 'Digit 4 of 4']);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('advances to the next box after each digit and reports the full code once', async () => {
    const { user, onComplete } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('1');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('2');
    await user.keyboard('3');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('ignores anything but digits', async () => {
    const { user, onChange } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('a-');
    expect(values()).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\D/));
  });

  it('spreads a pasted code across the boxes, whatever box it lands in', async () => {
    const { user, onComplete } = setup();
    await user.click(boxes()[2]);
    await user.paste('Code: 98-76');
    expect(values()).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
    expect(boxes()[3]).toHaveFocus();
  });

  it('spreads a partial paste from the box it lands in', async () => {
    const { user, onComplete } = setup();
    await user.click(boxes()[1]);
    await user.paste('12');
    expect(values()).toEqual(['', '1', '2', '']);
    expect(boxes()[3]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, Home and End', async () => {
    const { user } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('goes back with Backspace: clears the box, then the previous one', async () => {
    const { user, onChange } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('replaces a digit typed over an existing one', async () => {
    const { user, onComplete } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('1234');
    await user.click(boxes()[1]);
    await user.keyboard('9');
    expect(values()).toEqual(['1', '9', '3', '4']);
    expect(onComplete).toHaveBeenLastCalledWith('1934');
  });

  it('shows the error under the boxes and marks them invalid', () => {
    setup({ error: 'Wrong code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Wrong code');
    boxes().forEach((b) => expect(b).toHaveAttribute('aria-invalid', 'true'));
  });
});
