import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpResponse } from '@club/platform/api/http';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadAlertsPanel } from './lead-alerts-panel';

const CATEGORIES = [
  {
    id: 1,
    name: 'Producers',
    subcategories: [{ id: 12, name: 'Metals & Machinery', categoryId: 1 }],
  },
];

describe('the lead alerts panel', () => {
  it('is a disclosure button with a chevron that opens and closes the choice', async () => {
    setHttpTransport(async (): Promise<HttpResponse> => ({
      data: { subcategoryIds: [12], digestEveryMinutes: 60 },
      status: 200,
      headers: new Headers(),
    }));
    const person = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LeadAlertsPanel categories={CATEGORIES} />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: /Lead alerts/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const chevron = toggle.querySelector('svg.lucide-chevron-down');
    expect(chevron).not.toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Metals & Machinery' })).toBeNull();

    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(chevron).toHaveAttribute('data-open', 'true');
    expect(await screen.findByRole('checkbox', { name: 'Metals & Machinery' })).toBeChecked();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(toggle).toHaveTextContent('Following 1 subcategory');

    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Metals & Machinery' })).toBeNull();
  });
});
