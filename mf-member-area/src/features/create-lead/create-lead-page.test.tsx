import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_BRIEF_MAX, LEAD_TITLE_MAX } from '@club/contract/leads';
import { useSessionStore } from '@club/platform/session/session-store';
import { makeProfile } from '@club/test-fixtures/profile-fixture';
import { MemoryRouter } from 'react-router-dom';
import CreateLeadPage from './create-lead-page';

function follows(first: Element, second: Element): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('Create Lead', () => {
  it("shows the title's and the brief's counters in the same place: under their fields", async () => {
    window.sessionStorage.clear();
    useSessionStore.getState().setProfile(makeProfile({ membershipActive: true }));
    const person = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/create-lead']}>
          <CreateLeadPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const title = screen.getByRole('textbox', { name: /^Title/ });
    const brief = screen.getByRole('textbox', { name: /^Brief description/ });
    const titleCounter = screen.getByText(`0/${LEAD_TITLE_MAX}`);
    const briefCounter = screen.getByText(`0/${LEAD_BRIEF_MAX}`);
    expect(follows(title, titleCounter)).toBe(true);
    expect(follows(brief, briefCounter)).toBe(true);
    expect(follows(titleCounter, brief)).toBe(true);
    expect(titleCounter.parentElement?.className).toBe(briefCounter.parentElement?.className);
    expect(title.getAttribute('aria-describedby')).toContain(titleCounter.parentElement?.id);

    await person.type(title, 'Brass valves');
    expect(screen.getByText(`12/${LEAD_TITLE_MAX}`)).toBeInTheDocument();
  });
});
