import { answer, answerError, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { LEAD_MESSAGES, LEAD_RESPONSE_MESSAGE_MAX } from '@club/contract/leads';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RespondForm } from './respond-form';
import { TEST_LEAD } from './test-lead';

const server = setUpFakeApi();
const RESPONSE_PATH = `/leads/${TEST_LEAD.id}/responses`;

describe('the respond form', () => {
  it('sends the message once and reports the response', async () => {
    server.use(
      answer(
        'post',
        RESPONSE_PATH,
        {
          id: '1b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
          leadId: TEST_LEAD.id,
          company: { id: '2b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c', name: 'Sahyadri Logistics' },
          contactName: 'Ketan Desai',
          contactEmail: 'ketan@example.in',
          contactPhone: null,
          message: 'We make these.',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        201,
      ),
    );
    const sent = recordRequests(server);
    const onResponded = vi.fn();
    render(<RespondForm lead={TEST_LEAD} onResponded={onResponded} />);
    await userEvent.type(screen.getByLabelText(/Message to the poster/), 'We make these.');
    await userEvent.click(screen.getByRole('button', { name: "I'm interested" }));
    expect(onResponded).toHaveBeenCalledWith('2026-11-21T10:00:00.000Z');
    await waitFor(() => expect(sent[0]?.body).toEqual({ message: 'We make these.' }));
  });

  it('asks for a message, and keeps it with the server’s reason when refused', async () => {
    server.use(answerError('post', RESPONSE_PATH, 409, LEAD_MESSAGES.alreadyResponded, 'CONFLICT'));
    render(<RespondForm lead={TEST_LEAD} onResponded={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: "I'm interested" }));
    expect(await screen.findByText('Write a short message to the poster')).toBeInTheDocument();

    const box = screen.getByLabelText(/Message to the poster/);
    expect(box).toHaveAttribute('maxLength', String(LEAD_RESPONSE_MESSAGE_MAX));
    await userEvent.type(box, 'Second try');
    await userEvent.click(screen.getByRole('button', { name: "I'm interested" }));
    expect(await screen.findByText(LEAD_MESSAGES.alreadyResponded)).toBeInTheDocument();
    expect(box).toHaveValue('Second try');
  });

  it('shows Responded instead of the form once the company responded, and nothing on a closed lead', () => {
    const { rerender } = render(
      <RespondForm
        lead={{ ...TEST_LEAD, respondedAt: '2026-11-21T10:00:00.000Z' }}
        onResponded={() => undefined}
      />,
    );
    // One sentence: no space before its full stop.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Responded on \S.*2026\. The poster has your message and your contact details\.$/,
    );
    expect(screen.queryByRole('button', { name: "I'm interested" })).not.toBeInTheDocument();
    rerender(<RespondForm lead={{ ...TEST_LEAD, state: 'won' }} onResponded={() => undefined} />);
    expect(screen.queryByRole('button', { name: "I'm interested" })).not.toBeInTheDocument();
  });
});
