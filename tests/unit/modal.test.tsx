import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';
import { renderWithIntl } from './render';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        open={open}
        title="Sign in"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Phone" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  afterEach(() => vi.useRealTimers());

  it('is a labelled dialog whose content appears after 300 ms', async () => {
    vi.useFakeTimers();
    renderWithIntl(<Harness />);
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Sign in');
    expect(screen.queryByLabelText('Phone')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(290);
    });
    expect(screen.queryByLabelText('Phone')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<Harness onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<Harness onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
