import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { useModalStore } from '@/lib/stores/modal-store';
import { browserLayoutApis, apiWait, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { useAuthFlow } from '../stores/auth-flow';
import { RegistrationForm } from './registration-form';
import { AuthConfirmationModal } from './restore-modals';
import { SignInForm } from './sign-in-form';

// Signing in would move on with the app router, which is not running here.
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/' }));

const server = mockApi();
beforeAll(browserLayoutApis);
beforeEach(() => {
  useAuthFlow.getState().reset();
  useModalStore.getState().close();
});

describe('auth dialogs against the API (msw)', { timeout: 60_000 }, () => {
  it('a refused sign-in shows above the button, and editing clears it', async () => {
    server.use(
      http.post('*/session/login', () =>
        HttpResponse.json({ message: 'Check the data', errors: { signIn: ['Wrong phone number or password'] } }, { status: 422 }),
      ),
    );
    renderWithQueries(<SignInForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.type(screen.getByLabelText('Password'), 'not the one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('Wrong phone number or password');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await user.type(screen.getByLabelText('Password'), '!');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a sign-in answered with a texted code shows the four boxes; a wrong code shows under them, another code signs in again, back shows the password', async () => {
    const checked: unknown[] = [];
    let signIns = 0;
    server.use(
      http.post('*/session/login', () => HttpResponse.json({ data: { loginToken: `token-${++signIns}`, codeSent: true, resendAfter: 60 } })),
      http.post('*/session/login/code', async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json({ message: 'Check the data', errors: { code: ['Wrong code'] } }, { status: 422 });
      }),
    );
    renderWithQueries(<SignInForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.type(screen.getByLabelText('Password'), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/If the password is right, we texted a four-digit code to \+380 50 123 45 67/, {}, apiWait)).toBeInTheDocument();
    expect(screen.getByText(/You can request a new code in \d+ s/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Digit 1 of 4'), '1234');
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('Wrong code');
    expect(checked).toEqual([{ loginToken: 'token-1', code: '1234' }]);

    // A new code: the sign-in again, whose token the next check carries.
    useAuthFlow.getState().set({ resendAt: null });
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(useAuthFlow.getState().signInToken).toBe('token-2'));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('the-right-one');
  });

  it('the restore code: a wrong one shows under the boxes, a new code sent clears it and renews the token', async () => {
    server.use(
      http.post(`${publicApiUrl}/password/codes/check`, () =>
        HttpResponse.json({ message: 'Check the data', errors: { code: ['The code is wrong'] } }, { status: 422 }),
      ),
      http.post(`${publicApiUrl}/password/codes/send`, () => HttpResponse.json({ data: { resetToken: 'second', codeSent: true, resendAfter: 60 } })),
    );
    useAuthFlow.getState().set({ restorePhone: { country: 'UA', text: '50 123 45 67' }, resetToken: 'first' });
    renderWithQueries(<AuthConfirmationModal open onClose={() => undefined} />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Digit 1 of 4', {}, apiWait), '1234');
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('The code is wrong');
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText(/You can request a new code in \d+ s/, {}, apiWait)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useAuthFlow.getState().resetToken).toBe('second');
  });

  it('an invitation link’s registration is filled from the invitation, asks no phone or role, and sends the invitation instead of a role', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${publicApiUrl}/invitations/link-token`, () =>
        HttpResponse.json({ data: { name: 'Olena', lastname: 'Koval', phone: '380671234567', role: 'DEALER', company: 'Klimat Pro' } }),
      ),
      http.post(`${publicApiUrl}/registrations`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { regToken: 'reg-1' } });
      }),
    );
    useAuthFlow.getState().set({ invitation: 'link-token' });
    renderWithQueries(<RegistrationForm />);
    const user = userEvent.setup();
    expect(await screen.findByRole('note', {}, apiWait)).toHaveTextContent(
      'You are invited to Klimat Pro with the role “Dealer”. Your phone: +380 67 123 45 67.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Olena');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'olena@example.com');
    const submit = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'Olena', lastname: 'Koval', email: 'olena@example.com', phone: '380671234567', invitation: 'link-token' });
  });

  it('a used or replaced invitation says so and offers the ordinary registration', async () => {
    server.use(
      http.get(`${publicApiUrl}/invitations/old-token`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.get(`${publicApiUrl}/roles`, () => HttpResponse.json({ data: [{ id: 1, name: 'USER', type: 'user', label: 'Client' }] })),
    );
    useAuthFlow.getState().set({ invitation: 'old-token' });
    renderWithQueries(<RegistrationForm />);
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('This invitation link is no longer valid');
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Client' }, apiWait)).toBeInTheDocument();
  });
});
