import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallationCard as Card } from '@/contracts/installations';
import { publicApiUrl } from '@/lib/env';
import { useSessionStore } from '@/lib/session/session-store';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { InstallationCard } from './installation-card';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ replace: vi.fn() }),
}));

let card: Card;
mockApi(http.get(`${publicApiUrl}/web/installations/12`, () => HttpResponse.json({ data: card })));
beforeEach(() => {
  browserLayoutApis();
  useSessionStore.getState().setSession({
    user: {
      id: 2,
      name: 'Taras',
      lastname: 'Koval',
      avatar: null,
      phone: '380500000002',
      email: 't@example.com',
      role: { id: 4, name: 'INSTALLER', type: 'installer' },
    },
    accessToken: 'token',
  });
});

const actions = async () => {
  renderWithQueries(<InstallationCard id={12} />);
  await screen.findByRole('heading', { level: 1, name: /Installation No\. 12/ }, apiWait);
  const group = screen.queryByRole('group', { name: 'Actions' });
  return group ? [...group.querySelectorAll('button, a')].map((el) => el.textContent) : [];
};

const unsigned = { signedVersion: null, signedAt: null, fingerprint: null, pending: null };
const waiting = { missingUnits: [], missingPhotos: false, codeSentAt: null, resendAt: null };

describe('InstallationCard (msw)', { timeout: 60_000 }, () => {
  it('a new job lists what is missing before the client’s code, and “Complete” waits for it', async () => {
    card = testCard({
      code: 'NEW',
      status: { value: 'NEW', name: 'New', color: '#0b6fc2' },
      canBeGraded: false,
      canBeCompleted: true,
      canBeUpdated: true,
      canBeCancelled: true,
      canAddPhotos: true,
      canRegisterUnits: true,
      signature: unsigned,
      completion: { ...waiting, missingUnits: [{ productId: 3, product: 'Aurora 09', blockType: 'outdoor', model: 'AUR-09-O' }], missingPhotos: true },
    });
    expect(await actions()).toEqual(['Complete', 'Edit', 'Change place', 'Cancel installation']);
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
    const checklist = screen.getByRole('region', { name: 'Before the client’s code' });
    expect(checklist).toHaveTextContent('A serial number is missing for 1 unit:');
    expect(checklist).toHaveTextContent('Outdoor unit AUR-09-O — Aurora 09');
    expect(checklist).toHaveTextContent('Add at least one photo of the finished work.');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/installations/new?id=12');
    expect(screen.queryByRole('region', { name: 'Client’s signature' })).toBeNull();
  });

  it('a job waiting for the client’s code is never stuck: the code is entered again, the dialog opens on its boxes', async () => {
    card = testCard({
      code: 'AWAITING_CONFIRMATION',
      status: { value: 'AWAITING_CONFIRMATION', name: 'Awaiting confirmation', color: '#f59e0b' },
      canBeGraded: false,
      canBeCompleted: true,
      canBeCancelled: true,
      signature: unsigned,
      completion: { ...waiting, codeSentAt: '2026-05-14T10:00:00.000Z', resendAt: '2026-05-14T10:01:00.000Z' },
    });
    expect(await actions()).toEqual(['Enter the client’s code', 'Cancel installation']);
    await userEvent.click(screen.getByRole('button', { name: 'Enter the client’s code' }));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    expect(await within(dialog).findByText(/A code was already sent to the client/, {}, apiWait)).toBeVisible();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Send the code again' })).toBeEnabled();
  });

  it('a draft can only be edited, moved or deleted', async () => {
    card = testCard({ code: 'DRAFT', canBeGraded: false, canBeUpdated: true, canBeDeleted: true });
    expect(await actions()).toEqual(['Edit', 'Change place', 'Delete draft']);
  });

  it('a completed job shows its signature, the change waiting for the client, warnings, and the certificate and grading', async () => {
    card = testCard({
      certificateUrl: `${publicApiUrl}/web/installations/12/certificate`,
      warnings: ['Maintenance is overdue: the warranty is at risk'],
      signature: {
        signedVersion: 1,
        signedAt: '2026-05-14T10:00:00.000Z',
        fingerprint: 'ab12',
        pending: {
          version: 2,
          proposedAt: '2026-06-01T09:00:00.000Z',
          proposedBy: { id: 2, fullName: 'Taras Koval' },
          changes: ['1 photo added'],
          photos: [{ url: '/storage/photos/1.jpg' }],
        },
      },
    });
    expect(await actions()).toEqual(['Rate the work', 'Warranty certificate (PDF)']);
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent('Maintenance is overdue');
    const signature = screen.getByRole('region', { name: 'Client’s signature' });
    expect(signature).toHaveTextContent('version 1');
    expect(signature).toHaveTextContent('(Taras Koval) is waiting for the client’s confirmation:');
    expect(signature).toHaveTextContent('1 photo added');
    expect(within(signature).getByRole('img', { name: 'New photo 1' })).toBeVisible();
  });
});
