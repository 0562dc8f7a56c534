import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { REGISTRATION_CONFLICT_MESSAGE } from '@club/contract/registration';
import { useSessionStore } from '@club/platform/session/session-store';
import { GSTIN_MESSAGES, makeGstin } from '@club/contract/gstin';
import { HIDDEN_CHARACTERS_MESSAGE } from '@club/contract/hidden-characters';
import { RegistrationForm } from './registration-form';

type Answer = { status: number; data?: unknown };

const REFERENCE: Record<string, Answer> = {
  '/states': { status: 200, data: { items: [{ id: 11, name: 'Gujarat' }] } },
  '/categories': { status: 200, data: { items: [{ id: 1, name: 'Producers' }] } },
  '/subcategories': {
    status: 200,
    data: { items: [{ id: 3, name: 'Precision Castings', categoryId: 1 }] },
  },
};

/** The paths the form asked the API for, in order. */
const requested: string[] = [];

function api(answers: Record<string, Answer>) {
  requested.length = 0;
  setHttpTransport(async (request: HttpRequest): Promise<HttpResponse> => {
    requested.push(request.url);
    const answer = answers[request.url] ?? { status: 404 };
    const response = {
      data: answer.data ?? {},
      status: answer.status,
      headers: new Headers(),
    };
    return response;
  });
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RegistrationForm onRegistered={vi.fn()} onFailed={vi.fn()} />
    </QueryClientProvider>,
  );
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillEverything() {
  type(/^Your name/, 'Rohan Desai');
  type(/^Email/, 'Rohan@Example.in');
  type(/^Mobile number/, '9800000002');
  type(/^Company name/, 'Vishwamitri Precision Castings');
  type(/^Company email/, 'accounts@vpc.example');
  type(/^Company mobile/, '9800000012');
  await screen.findByRole('option', { name: 'Producers' });
  type(/^Category/, '1');
  await screen.findByRole('option', { name: 'Precision Castings' });
  type(/^Subcategory/, '3');
  type(/^Billing name/, 'Vishwamitri Precision Castings');
  type(/^Billing address/, 'Makarpura GIDC, Vadodara');
  type(/^State/, '11');
}

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    compassUrl: 'https://compass.example',
    remotes: {
      marketing: 'http://a.test',
      onboarding: 'http://a.test',
      member_area: 'http://a.test',
      news_admin: 'http://a.test',
      events: 'http://a.test',
    },
  });
  act(() => useSessionStore.getState().closeSignIn());
});

describe('registration errors the server finds', () => {
  beforeEach(() => {
    api({
      ...REFERENCE,
      '/register': {
        status: 409,
        data: {
          error: { code: 'CONFLICT', message: REGISTRATION_CONFLICT_MESSAGE, field: 'email' },
        },
      },
    });
  });

  it('bring the field into view and focus it, and list it in a summary by the Register button', async () => {
    renderForm();
    await fillEverything();
    const register = screen.getByRole('button', { name: 'Register' });
    register.focus();
    fireEvent.click(register);

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(scrolled).toContain(email);
    expect(email).toHaveAccessibleDescription(
      /^An account with this email already exists\. Please sign in/,
    );

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(`Email: ${REGISTRATION_CONFLICT_MESSAGE}`);
    // The summary sits right before the Register button, where the visitor is looking.
    expect(summary.compareDocumentPosition(register) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("open the site's sign-in with the e-mail address from 'sign in'", async () => {
    renderForm();
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('alert');
    fireEvent.click(within(summary).getByRole('button', { name: 'sign in' }));
    expect(useSessionStore.getState()).toMatchObject({
      signInDialogOpen: true,
      signInEmail: 'Rohan@Example.in',
    });
  });

  it('leave the summary once the field is changed', async () => {
    renderForm();
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('alert');
    type(/^Email/, 'rohan.desai@example.in');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a rule the server checks', () => {
  it('shows its message at the field and in the summary without the field path before it', async () => {
    api({
      ...REFERENCE,
      '/register': {
        status: 400,
        data: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'company.stateId: Please choose a state',
            field: 'company.stateId',
          },
        },
      },
    });
    renderForm();
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const state = screen.getByLabelText(/^State/);
    await waitFor(() => expect(state).toHaveFocus());
    expect(state).toHaveAccessibleDescription('Please choose a state');
    expect(screen.getByRole('alert')).toHaveTextContent('State: Please choose a state');
  });
});

describe('the name and e-mail row', () => {
  it('gives neither field a hint line of its own, so both inputs start at the same height', async () => {
    api(REFERENCE);
    renderForm();
    const name = screen.getByLabelText(/^Your name/);
    const email = screen.getByLabelText(/^Email/);
    // What the e-mail address is for is still said, and read with the field.
    expect(email).toHaveAccessibleDescription(
      'Your e-mail address is how you sign in: we send a code to it to confirm it.',
    );
    // A field's hint is drawn between its label and its input.
    for (const input of [name, email]) {
      expect(document.getElementById(`${input.id}-hint`)).toBeNull();
    }
    await screen.findByRole('option', { name: 'Producers' });
  });
});

describe('errors the form finds itself', () => {
  it('bring the first field in error into view and focus it', async () => {
    api(REFERENCE);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const name = screen.getByLabelText(/^Your name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toContain(name);
    expect(name).toHaveAccessibleDescription('Please enter your name');
  });

  it('say under a company name disguised by a right-to-left override what to remove, as the API would', async () => {
    api(REFERENCE);
    renderForm();
    await fillEverything();
    type(/^Company name/, 'Vishwamitri \u202EsgnitsaC');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const company = screen.getByLabelText(/^Company name/);
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveAccessibleDescription(HIDDEN_CHARACTERS_MESSAGE);
    expect(requested).not.toContain('/register');
  });
});

describe('the privacy notice', () => {
  it('is shown before registering, itemised, naming the Grievance Officer and linking the policy', async () => {
    api({
      ...REFERENCE,
      '/privacy/grievance-officer': {
        status: 200,
        data: {
          name: 'Anjali Rao',
          email: 'grievance@club.example',
          address: 'Vadodara',
          answerWithinDays: 30,
        },
      },
    });
    renderForm();
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    for (const item of ['What we collect', 'Why', 'How long', 'Your rights', 'Grievance Officer']) {
      expect(within(notice).getByText(item)).toBeInTheDocument();
    }
    expect(within(notice).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(await within(notice).findByText(/Anjali Rao/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'grievance form' })).toHaveAttribute(
      'href',
      '/privacy/grievance',
    );
    await screen.findByRole('option', { name: 'Producers' });
  });

  it('names how to reach the officer when the officer cannot be loaded', async () => {
    api(REFERENCE);
    renderForm();
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    expect(within(notice).getByText(/through the grievance form/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Producers' });
  });
});

describe('the GSTIN', () => {
  it('says at the field what is wrong: its shape, its check character, or its state', async () => {
    api(REFERENCE);
    renderForm();
    await fillEverything();
    const gstin = screen.getByLabelText(/^GST number/);
    const gujarat = makeGstin('24', 'AAKFM4821Q');
    const cases: [string, string][] = [
      ['24AAKFM4821Q1Z', GSTIN_MESSAGES.shape],
      [
        `${gujarat.slice(0, 14)}${gujarat.endsWith('A') ? 'B' : 'A'}`,
        GSTIN_MESSAGES.checkCharacter,
      ],
      [
        makeGstin('27', 'AAKFM4821Q'),
        'Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
      ],
    ];
    for (const [value, message] of cases) {
      type(/^GST number/, value);
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() =>
        expect(gstin).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
    }
  }, 15_000);
});
