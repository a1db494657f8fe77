import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { GradingDialog } from './grading-dialog';
import { signInForTest } from '@/tests/unit/session';

let sent: unknown[] = [];
const server = mockApi();

beforeEach(() => {
  sent = [];
  browserLayoutApis();
  signInForTest();
});

const open = (onClose = vi.fn()) => {
  renderWithQueries(<GradingDialog open onClose={onClose} installationId={12} />);
  return onClose;
};

describe('GradingDialog (msw)', { timeout: 60_000 }, () => {
  it('sends nothing until both the work and the communication are rated', async () => {
    open();
    const send = await screen.findByRole('button', { name: 'Send grades' }, apiWait);
    expect(send).toBeDisabled();
    expect(screen.getByText('Rate both the work and the communication to send.')).toBeInTheDocument();
    const work = screen.getByRole('group', { name: 'Quality of the work' });
    await userEvent.click(screen.getAllByRole('radio', { name: '4 stars of 5' })[0]);
    expect(work).toContainElement(screen.getAllByRole('radio', { name: '4 stars of 5' })[0]);
    expect(send).toBeDisabled();
    await userEvent.click(send);
    expect(sent).toEqual([]);
  });

  it('rates with the keyboard (arrow keys move between stars), posts /confirm with optional comments and closes', async () => {
    server.use(
      http.post(`${publicApiUrl}/web/installations/12/confirm`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: testCard({ canBeGraded: false }) });
      }),
    );
    const onClose = open();
    const first = (await screen.findAllByRole('radio', { name: '1 star of 5' }, apiWait))[0];
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getAllByRole('radio', { name: '4 stars of 5' })[0]).toBeChecked();
    await userEvent.type(screen.getByLabelText('Comment on the work (optional)'), '  Neat work ');
    await userEvent.click(screen.getAllByRole('radio', { name: '5 stars of 5' })[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Send grades' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), apiWait);
    expect(sent).toEqual([{ work: { rating: 4, comment: 'Neat work' }, communication: { rating: 5, comment: null } }]);
  });

  it('a refusal is said in the dialog, which stays open', async () => {
    server.use(
      http.post(`${publicApiUrl}/web/installations/12/confirm`, () =>
        HttpResponse.json({ message: 'Grades are accepted once', errors: { installation: ['This installation has already been graded.'] } }, { status: 422 }),
      ),
    );
    const onClose = open();
    await userEvent.click((await screen.findAllByRole('radio', { name: '3 stars of 5' }, apiWait))[0]);
    await userEvent.click(screen.getAllByRole('radio', { name: '2 stars of 5' })[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Send grades' }));
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('This installation has already been graded.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
