import { apiUrl, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BusinessTotal } from './business-total';

const server = setUpFakeApi();

function renderTotal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BusinessTotal />
    </QueryClientProvider>,
  );
}

describe('BusinessTotal', () => {
  it('says what the club is for until the total arrives, then shows it in crore, in the same one-line box', async () => {
    server.use(
      http.get(apiUrl('/business-total'), () =>
        HttpResponse.json({ totalRupees: 42_000_000, wonLeads: 2 }),
      ),
    );
    renderTotal();
    const line = screen.getByTestId('business-total');
    expect(line).toHaveTextContent(/^Members do business with each other, every week$/);
    expect(await screen.findByText('₹ 4.2 crore')).toBeInTheDocument();
    expect(line).toHaveTextContent('₹ 4.2 crore of business closed between members');
  });

  it('says what the club is for when there is no total yet or the API fails', async () => {
    server.use(http.get(apiUrl('/business-total'), () => new HttpResponse(null, { status: 503 })));
    renderTotal();
    expect(
      await screen.findByText('Members do business with each other, every week'),
    ).toBeInTheDocument();
  });
});
