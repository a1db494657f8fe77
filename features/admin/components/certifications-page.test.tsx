import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCertificationType } from '@/contracts/certification-catalog';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { CertificationsPage } from './certifications-page';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const level = (id: number, rank: number, en: string, certificationsCount: number) => ({
  id,
  rank,
  name: { uk: `${en} uk`, en, pl: `${en} pl` },
  certificationsCount,
});
const rac = (): AdminCertificationType => ({
  id: 1,
  code: 'RAC',
  name: { uk: 'Побутові', en: 'Residential AC', pl: 'Domowe' },
  validityYears: 2,
  extensionYears: 2,
  levels: [level(11, 1, 'Basic', 4), level(12, 2, 'Advanced', 0)],
});

let current = rac();
let sent: { method: string; path: string; body: unknown }[] = [];
const answer = () => HttpResponse.json({ data: current });
mockApi(
  http.get(`${publicApiUrl}/admin/certification-types`, () => HttpResponse.json({ data: [current] })),
  http.patch(`${publicApiUrl}/admin/certification-types/1`, async ({ request }) => {
    const body = (await request.json()) as Partial<AdminCertificationType>;
    sent.push({ method: 'PATCH', path: 'type', body });
    current = { ...current, ...body };
    return answer();
  }),
  http.post(`${publicApiUrl}/admin/certification-types/1/levels`, async ({ request }) => {
    const body = (await request.json()) as { name: AdminCertificationType['name'] };
    sent.push({ method: 'POST', path: 'levels', body });
    current = { ...current, levels: [...current.levels, { id: 13, rank: 3, name: body.name, certificationsCount: 0 }] };
    return HttpResponse.json({ data: current }, { status: 201 });
  }),
  // Someone applied for the level meanwhile: the server keeps it and says why.
  http.delete(`${publicApiUrl}/admin/certification-levels/12`, () =>
    HttpResponse.json({ message: 'Installers hold this level or have applied for it, so it stays: rename it instead' }, { status: 409 }),
  ),
);

beforeEach(() => {
  current = rac();
  sent = [];
  browserLayoutApis();
  signInForTest('ADMIN');
});

const user = () => userEvent.setup();

describe('CertificationsPage (msw)', { timeout: 60_000 }, () => {
  it('saves only the changed term, and refuses a term out of range or an empty name before sending', async () => {
    renderWithQueries(<CertificationsPage />);
    const form = await screen.findByRole('form', { name: 'Names and terms of RAC' }, apiWait);
    const validity = within(form).getByLabelText('Valid for, years');
    expect(validity).toHaveValue(2);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user().clear(validity);
    await user().type(validity, '11');
    await waitFor(() => expect(validity).toHaveAccessibleDescription(/Must be at most 10/));
    expect(save).toBeDisabled();
    const english = within(form).getByLabelText('Name in English');
    await user().clear(english);
    await waitFor(() => expect(english).toHaveAccessibleDescription(/Required field/));
    await user().type(english, 'Residential air conditioners');

    await user().clear(validity);
    await user().type(validity, '3');
    // The rules run as one types (asynchronously): the button is enabled once the last of them passed.
    await waitFor(() => expect(save).toBeEnabled());
    await user().click(save);
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved'), apiWait);
    expect(sent).toEqual([
      { method: 'PATCH', path: 'type', body: { name: { uk: 'Побутові', en: 'Residential air conditioners', pl: 'Domowe' }, validityYears: 3 } },
    ]);
  });

  it('offers removal only for a level nobody holds, behind a confirmation that says the server’s refusal; adds a level', async () => {
    renderWithQueries(<CertificationsPage />);
    const levels = await screen.findByRole('list', { name: 'Levels of Residential AC' }, apiWait);
    const [basic, advanced] = within(levels).getAllByRole('listitem');
    expect(within(basic).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(basic).toHaveTextContent('4 certifications or applications');

    await user().click(within(advanced).getByRole('button', { name: 'Remove the level Advanced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the level Advanced?' });
    await user().click(await within(dialog).findByRole('button', { name: 'Remove' }, apiWait));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/Installers hold this level/), apiWait);

    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog gives the focus back as it closes: type nothing before it has.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    await user().click(screen.getByText('Add a level'));
    const add = screen.getByRole('form', { name: 'Add a level' });
    await user().type(within(add).getByLabelText('Name in Ukrainian'), 'Майстер');
    await user().type(within(add).getByLabelText('Name in English'), 'Master');
    await user().type(within(add).getByLabelText('Name in Polish'), 'Mistrz');
    const submit = within(add).getByRole('button', { name: 'Add the level' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user().click(submit);
    await waitFor(() => expect(within(levels).getAllByRole('listitem')).toHaveLength(3), apiWait);
    expect(within(levels).getAllByRole('listitem')[2]).toHaveTextContent('Level 3 · Master');
    expect(within(add).getByLabelText('Name in English')).toHaveValue('');
  });
});
