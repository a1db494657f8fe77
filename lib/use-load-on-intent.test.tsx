import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadOnIntent, useOpenerOnIntent } from './use-load-on-intent';

function Loaded({ autoFocus }: { autoFocus: boolean }) {
  return <input aria-label="loaded" autoFocus={autoFocus} />;
}

function harness() {
  const load = vi.fn(async () => Loaded);
  function StandIn() {
    const { loaded: Component, focused, intent } = useLoadOnIntent(load);
    if (Component) return <Component autoFocus={focused} />;
    return <input aria-label="stand-in" {...intent} />;
  }
  return { load, StandIn };
}

describe('useLoadOnIntent', () => {
  it('loads nothing until the visitor reaches for the stand-in, then renders what loaded', async () => {
    const { load, StandIn } = harness();
    render(<StandIn />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByLabelText('stand-in'));
    expect(await screen.findByLabelText('loaded')).not.toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands focus over when the stand-in had it', async () => {
    const { StandIn } = harness();
    render(<StandIn />);
    screen.getByLabelText('stand-in').focus();
    expect(await screen.findByLabelText('loaded')).toHaveFocus();
  });

  it('renders the loaded code at once where a stand-in mounts after it loaded', async () => {
    const { load, StandIn } = harness();
    const first = render(<StandIn />);
    fireEvent.touchStart(screen.getByLabelText('stand-in'));
    await screen.findByLabelText('loaded');
    first.unmount();
    render(<StandIn />);
    expect(screen.getByLabelText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

function Menu({ opened }: { opened: boolean }) {
  return <p>{opened ? 'menu open' : 'menu closed'}</p>;
}

describe('useOpenerOnIntent', () => {
  const load = async () => Menu;
  function Opener() {
    const { loaded: Loaded, opened, opener } = useOpenerOnIntent(load);
    if (Loaded) return <Loaded opened={opened} />;
    return <button {...opener}>menu</button>;
  }

  it('opens what loads after a mouse press alone: the release may come when the stand-in is gone', async () => {
    render(<Opener />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'menu' }), { pointerType: 'mouse', button: 0 });
    expect(await screen.findByText('menu open')).toBeInTheDocument();
  });
});
