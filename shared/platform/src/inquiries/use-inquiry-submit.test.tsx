import { INVALID_CHARACTERS_MESSAGE } from '@club/contract/common';
import {
  SEND_FAILED,
  useInquirySubmit,
  type InquirySubmit,
} from '@club/platform/inquiries/use-inquiry-submit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { answer, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';

interface Values extends Record<string, unknown> {
  fullName: string;
  mail: string;
  text: string;
}

const api = setUpFakeApi();

const valid: Values = { fullName: 'Asha Patel', mail: 'asha@example.in', text: 'Hello' };

function setUp() {
  const onInvalid = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () =>
      useInquirySubmit<Values>({
        kind: 'contact',
        fields: { name: 'fullName', email: 'mail', message: 'text' },
        onInvalid,
      }),
    { wrapper },
  );
  const send = async (values: Values) => {
    let sent = false;
    await act(async () => {
      sent = await (result.current as InquirySubmit<Values>).send(values);
    });
    return sent;
  };
  return { result, onInvalid, send };
}

describe('useInquirySubmit', () => {
  it("sends the form's fields as the contract's inquiry, with the page", async () => {
    api.use(answer('post', '/inquiries', { received: true }));
    const requests = recordRequests(api);
    const { send, result } = setUp();
    expect(await send(valid)).toBe(true);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/inquiries',
        body: {
          kind: 'contact',
          page: '/contact',
          // The page's language: the acknowledgement is written in it.
          language: 'en',
          website: '',
          name: 'Asha Patel',
          email: 'asha@example.in',
          message: 'Hello',
        },
      },
    ]);
    expect(result.current.failure).toBeNull();
  });

  it("refuses what the contract refuses at the form's own field, and sends nothing", async () => {
    api.use(answer('post', '/inquiries', { received: true }));
    const requests = recordRequests(api);
    const { send, onInvalid } = setUp();
    expect(await send({ ...valid, fullName: 'Asha\u0000' })).toBe(false);
    expect(onInvalid).toHaveBeenCalledWith('fullName', INVALID_CHARACTERS_MESSAGE);
    expect(requests).toEqual([]);
  });

  it("says why sending failed, the API's words or SEND_FAILED, and forgets it on request", async () => {
    api.use(answer('post', '/inquiries', {}, 503));
    const { send, result } = setUp();
    expect(await send(valid)).toBe(false);
    expect(result.current.failure).toBe(SEND_FAILED);
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });
});
