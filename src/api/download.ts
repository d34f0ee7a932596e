import type { AxiosInstance } from 'axios';
import { apiErrorFromResponse } from './errors';

/** `filename="…"` (or RFC 5987 `filename*=UTF-8''…`) of a Content-Disposition header. */
export function filenameOf(disposition: string | undefined | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/**
 * A file the API answers (a CSV export), fetched with the bearer token the client adds, as a Blob
 * with the name the server gave it. A refusal arrives as a Blob too: its JSON is read here so the
 * person sees the server's reason. A 401 still goes through the client's interceptors, which end
 * the session.
 */
export async function downloadFile(
  api: AxiosInstance,
  path: string,
  params: Record<string, unknown>,
): Promise<{ blob: Blob; filename: string | undefined }> {
  const response = await api.get<Blob>(path, {
    params,
    responseType: 'blob',
    validateStatus: (status) => status !== 401 && (status < 300 || status >= 400),
  });
  if (response.status >= 400) {
    const text = response.data instanceof Blob ? await response.data.text() : '';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw apiErrorFromResponse(response.status, body);
  }
  const disposition = (response.headers as Record<string, unknown> | undefined)?.['content-disposition'];
  return { blob: response.data, filename: filenameOf(typeof disposition === 'string' ? disposition : undefined) };
}
