import { screen } from '@testing-library/react';
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
  useSessionStore.getState().setSession({ user: { id: 2, name: 'Taras', lastname: 'Koval', avatar: null, phone: '380500000002', email: 't@example.com', role: { id: 4, name: 'INSTALLER', type: 'installer' } }, accessToken: 'token' });
});

const actions = async () => {
  renderWithQueries(<InstallationCard id={12} />);
  await screen.findByRole('heading', { level: 1, name: /Installation No\. 12/ }, apiWait);
  const group = screen.queryByRole('group', { name: 'Actions' });
  return group ? [...group.querySelectorAll('button, a')].map((el) => el.textContent) : [];
};

describe('InstallationCard (msw)', { timeout: 60_000 }, () => {
  it('offers only what the card’s flags allow: a new job can be completed, edited, moved and cancelled', async () => {
    card = testCard({ code: 'NEW', status: { value: 'NEW', name: 'New', color: '#0b6fc2' }, canBeGraded: false, canBeCompleted: true, canBeUpdated: true, canBeCancelled: true, canAddPhotos: true, signature: { signedVersion: null, signedAt: null, currentVersion: 1, fingerprint: null, changedSinceSigned: [] } });
    expect(await actions()).toEqual(['Complete', 'Edit', 'Change place', 'Cancel installation']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/installations/new?id=12');
    expect(screen.queryByRole('region', { name: 'Client’s signature' })).toBeNull();
  });

  it('a draft can only be edited, moved or deleted', async () => {
    card = testCard({ code: 'DRAFT', canBeGraded: false, canBeUpdated: true, canBeDeleted: true });
    expect(await actions()).toEqual(['Edit', 'Change place', 'Delete draft']);
  });

  it('a completed job shows its signature, what changed since, warnings, and the client’s certificate and grading', async () => {
    card = testCard({
      certificateUrl: `${publicApiUrl}/web/installations/12/certificate`,
      warnings: ['Maintenance is overdue: the warranty is at risk'],
      signature: { signedVersion: 1, signedAt: '2026-05-14T10:00:00.000Z', currentVersion: 2, fingerprint: 'ab12', changedSinceSigned: ['Photos: 1 added'] },
    });
    expect(await actions()).toEqual(['Rate the work', 'Warranty certificate (PDF)']);
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent('Maintenance is overdue');
    const signature = screen.getByRole('region', { name: 'Client’s signature' });
    expect(signature).toHaveTextContent('version 1');
    expect(signature).toHaveTextContent('Changed since the signature (now version 2):');
    expect(signature).toHaveTextContent('Photos: 1 added');
  });
});
