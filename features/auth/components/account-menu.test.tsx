import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { AccountMenu } from './account-menu';

vi.mock('@/i18n/navigation', async () => (await import('@/tests/unit/url-stand-in')).localeNavigation('/installations'));

describe('AccountMenu', () => {
  it('shows a signed-in person the menu’s button before its code, and opens the menu when that button was clicked meanwhile', async () => {
    signInForTest('INSTALLER');
    renderWithQueries(<AccountMenu />);
    const button = screen.getByRole('button', { name: en.auth.menu.open.replace('{name}', 'Taras') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: en.auth.menu.profile })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: en.auth.menu.signOut })).toBeVisible();
  });
});
