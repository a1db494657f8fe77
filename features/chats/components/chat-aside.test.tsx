import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { testAside } from '../test-chat';
import { ChatAside } from './chat-aside';
import { signInForTest } from '@/tests/unit/session';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const server = mockApi();
beforeAll(() => {
  browserLayoutApis();
  signInForTest('ADMIN');
});

describe('ChatAside (msw)', { timeout: 60_000 }, () => {
  it('shows the installation’s context and who else of support is answering', () => {
    renderWithQueries(
      <ChatAside
        aside={testAside({ equipment: { products: [], guarantee: '2030-05-08', preventedAt: null }, product: { id: 3, name: 'Aurora 07' } })}
        agents={[{ id: 9, fullName: 'Iryna Bondar', typing: true, at: '2026-11-25T10:00:00.000Z' }]}
      />,
    );
    expect(screen.getByText('Kyiv, Khreshchatyk St 1')).toBeInTheDocument();
    expect(screen.getByText('Ivan Petrenko')).toBeInTheDocument();
    expect(screen.getByText('Aurora 07')).toBeInTheDocument();
    expect(screen.getByText(/^Under warranty until/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Also answering: Iryna Bondar (typing)');
    expect(screen.getByRole('link', { name: 'Open installation No. 12' })).toHaveAttribute('href', '/installations/12');
  });

  it('support closes a chat only after a confirmation', async () => {
    const closed = vi.fn();
    server.use(
      http.post(
        `${publicApiUrl}/web/chats/55/close`,
        () => (closed(), HttpResponse.json({ data: testAside({ status: 'closed', canClose: false, canReopen: true, canWrite: false }) })),
      ),
    );
    renderWithQueries(<ChatAside aside={testAside({ canClose: true })} agents={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close the chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the chat?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(closed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Close the chat' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Close the chat?' })).findByRole('button', { name: 'Yes, close it' }, apiWait));
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1), apiWait);
  });
});
