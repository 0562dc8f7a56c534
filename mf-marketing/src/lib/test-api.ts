import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@club/shared/api/api-client';

/**
 * The API at the edge for component tests: every request is recorded with its
 * JSON body and answered with `status` (an error body when it is 400 or more).
 */
export function fakeApi(status = 200, data: unknown = { received: true }) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  apiClient.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse> => {
    requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  return requests;
}
