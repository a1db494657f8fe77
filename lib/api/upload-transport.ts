import axios, { isAxiosError } from 'axios';
import { REQUEST_ID_HEADER } from '@/contracts/constants';
import { CallError, type NoAnswerCode } from './call-error';
import type { Answer, SendOptions } from './http';

/** axios's headers of an answer as fetch's `Headers`, which the rest of lib/api reads. */
const headersOf = (headers: object) =>
  new Headers(Object.entries(headers).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)] as [string, string]])));

/**
 * Uploads with progress: fetch cannot report how much of a body is sent (request streams need HTTP/2 in Chromium, and
 * then only as a stream), XMLHttpRequest can, and axios is the client made for it. Loaded with the first upload only.
 */
export async function sendWithProgress<T>(request: {
  method: NonNullable<SendOptions['method']>;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
  onUploadProgress: (share: number) => void;
}): Promise<Answer<T>> {
  const { method, url, headers, body, signal, onUploadProgress } = request;
  try {
    const response = await axios.request<T>({
      method,
      url,
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', ...headers },
      data: body,
      signal,
      onUploadProgress: (event) => onUploadProgress(event.total ? event.loaded / event.total : 0),
    });
    return { data: response.data, headers: headersOf(response.headers) };
  } catch (error) {
    if (!isAxiosError(error) || error.code === 'ERR_CANCELED') throw error;
    const sentRequestId = headers[REQUEST_ID_HEADER];
    const { response } = error;
    if (!response) throw new CallError({ code: (error.code as NoAnswerCode | undefined) ?? 'ERR_NETWORK', sentRequestId });
    throw new CallError({ status: response.status, headers: headersOf(response.headers), body: response.data, sentRequestId });
  }
}
