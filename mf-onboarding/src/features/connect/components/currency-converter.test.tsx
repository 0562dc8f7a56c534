import { act, fireEvent, render, screen } from '@testing-library/react';
import { setHttpTransport, type HttpResponse } from '@club/platform/api/http';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { CONVERT_DEBOUNCE_MS, CurrencyConverter } from './currency-converter';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
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
  setHttpTransport(async (): Promise<HttpResponse> => ({
    data: { base: 'INR', rates: { USD: 0.011845 }, source: 'live', date: '2026-11-20' },
    status: 200,
    headers: new Headers(),
  }));
});

afterEach(() => {
  vi.useRealTimers();
});

async function typeAmount(text: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(CONVERT_DEBOUNCE_MS + 50);
  });
}

describe('the currency converter', () => {
  it.each([
    ['cleared', ''],
    ['set to 0', '0'],
    ['only a point', '.'],
  ])('drops the last result when the amount is %s', async (_case, text) => {
    render(<CurrencyConverter open onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'INR' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'USD' } });
    await typeAmount('59000');
    expect(await screen.findByTestId('conversion-result')).toHaveTextContent('₹59,000.00 =');

    await typeAmount(text);
    expect(screen.queryByTestId('conversion-result')).not.toBeInTheDocument();
    expect(screen.getByText('Enter an amount above 0.')).toBeInTheDocument();
  });
});
