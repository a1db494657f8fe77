import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '@/contracts/constants';
import { useSessionStore } from '@/lib/session/session-store';
import { renderWithIntl } from '@/tests/unit/render';
import { AppealButton } from './appeal-button';

const signIn = (role: RoleName) =>
  useSessionStore.getState().setSession({
    user: {
      id: 7,
      name: 'Olena',
      lastname: 'Shevchenko',
      avatar: null,
      phone: '380500000001',
      email: 'o@example.com',
      role: { id: 1, name: role, type: 'user' },
    },
    accessToken: 'token',
  });
const products = [{ id: 31, name: 'Cooper&Hunter Alpha 09' }];

describe('AppealButton', () => {
  it('reads only the answer’s canAppeal (the API decides who may appeal), not the viewer’s role', () => {
    signIn('USER');
    const { unmount } = renderWithIntl(<AppealButton canAppeal={false} installationId={12} products={products} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    signIn('ADMIN');
    renderWithIntl(<AppealButton canAppeal installationId={12} products={products} />);
    expect(screen.getByRole('button', { name: 'Appeal to support' })).toBeInTheDocument();
  });

  it('names the product when opened from one', () => {
    renderWithIntl(<AppealButton canAppeal installationId={12} products={products} productId={31} />);
    expect(screen.getByRole('button', { name: 'Appeal about this product' })).toBeInTheDocument();
  });
});
