import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { AppealButton } from './appeal-button';
import { signInForTest } from '@/tests/unit/session';

const products = [{ id: 31, name: 'Cooper&Hunter Alpha 09' }];

describe('AppealButton', () => {
  it('reads only the answer’s canAppeal (the API decides who may appeal), not the viewer’s role', () => {
    signInForTest('USER');
    const { unmount } = renderWithIntl(<AppealButton canAppeal={false} installationId={12} products={products} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    signInForTest('ADMIN');
    renderWithIntl(<AppealButton canAppeal installationId={12} products={products} />);
    expect(screen.getByRole('button', { name: 'Appeal to support' })).toBeInTheDocument();
  });

  it('names the product when opened from one', () => {
    renderWithIntl(<AppealButton canAppeal installationId={12} products={products} productId={31} />);
    expect(screen.getByRole('button', { name: 'Appeal about this product' })).toBeInTheDocument();
  });
});
