import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@club/platform/api/api-client';

export interface FakeAnswer {
  status: number;
  data?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}

/**
 * The API at the edge for component tests: every request through the shared
 * client is recorded (method, url, query params, JSON body) and answered by
 * `answer`, an answer for all or one chosen per request. A status of 400 or
 * more fails the request as axios does, with `data` as the error body.
 */
export function fakeApi(
  answer: FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>),
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  apiClient.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse> => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const { status, data } = typeof answer === 'function' ? await answer(request) : answer;
    const response = { data: data ?? {}, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  return requests;
}
