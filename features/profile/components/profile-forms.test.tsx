import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import '@/contracts/validation';
import type { Profile } from '@/contracts/profile';
import { publicApiUrl } from '@/lib/env';
import { browserLayoutApis, apiWait, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';

const profile: Profile = {
  id: 7,
  name: 'Olena',
  lastname: 'Shevchenko',
  avatar: null,
  phone: '380501234567',
  email: 'olena@example.com',
  role: { id: 1, name: 'USER', type: 'user' },
  language: 'en',
};

/** A response the test releases when it wants: the call stays in flight until then. */
function held<T>() {
  let release!: (value: T) => void;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release };
}

const server = mockApi();
beforeAll(browserLayoutApis);

const save = () => screen.getByRole('button', { name: 'Save' });
const changePassword = () => screen.getByRole('button', { name: 'Change password' });

describe('profile forms against the API (msw)', { timeout: 60_000 }, () => {
  it('two requests in flight at once keep their own pending state', async () => {
    const profileSaved = held<void>();
    const passwordChanged = held<void>();
    server.use(
      http.put(`${publicApiUrl}/web/profile`, async () => {
        await profileSaved.answer;
        return HttpResponse.json({ data: { ...profile, name: 'Olha' } });
      }),
      http.put(`${publicApiUrl}/web/profile/password`, async () => {
        await passwordChanged.answer;
        return HttpResponse.json({ data: { changed: true } });
      }),
    );
    renderWithQueries(
      <>
        <PersonalDataForm profile={profile} />
        <PasswordForm />
      </>,
    );
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Olha');
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));

    // The profile is still being saved: the password form is not held up by it.
    await user.type(screen.getByLabelText('Current password'), 'demo12345');
    await user.type(screen.getByLabelText('New password'), 'a new secret 42');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a new secret 42');
    expect(changePassword()).toBeEnabled();
    await user.click(changePassword());
    await waitFor(() => expect(changePassword()).toHaveAttribute('aria-busy', 'true'));

    // The password answers first: its button is done, the profile's still waits.
    passwordChanged.release();
    expect(await screen.findByText('Password changed. Your other devices need to sign in again.', {}, apiWait)).toBeInTheDocument();
    expect(changePassword()).not.toHaveAttribute('aria-busy');
    expect(save()).toHaveAttribute('aria-busy', 'true');

    profileSaved.release();
    expect(await screen.findByText('Changes saved', {}, apiWait)).toBeInTheDocument();
    expect(save()).not.toHaveAttribute('aria-busy');
  });

  it('a 422 lands on the field it names, and editing that field clears it', async () => {
    server.use(
      http.put(`${publicApiUrl}/web/profile`, () =>
        HttpResponse.json({ message: 'The data is not valid', errors: { email: ['This e-mail belongs to another account'] } }, { status: 422 }),
      ),
    );
    renderWithQueries(<PersonalDataForm profile={profile} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail');

    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(save());

    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail belongs to another account'), apiWait);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    // A refusal alone does not lock the button: the same data may be sent again.
    expect(save()).toBeEnabled();

    await user.type(email, 'm');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('This e-mail belongs to another account')).toBeNull();
  });

  it('a refusal that names no field of the form shows above the button', async () => {
    server.use(
      http.put(`${publicApiUrl}/web/profile/password`, () => HttpResponse.json({ message: 'Too many attempts, try again in a minute' }, { status: 429 })),
    );
    renderWithQueries(<PasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'demo12345');
    await user.type(screen.getByLabelText('New password'), 'a new secret 42');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a new secret 42');
    await user.click(changePassword());
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('Too many attempts, try again in a minute');
  });
});
