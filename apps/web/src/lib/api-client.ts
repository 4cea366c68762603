/**
 * Same-origin client for the app's own API (`/api/...`). Every failure becomes an {@link ApiError}
 * carrying the HTTP status and the server's message from the shared `ErrorBody` contract.
 */
import { type ErrorBody, errorBodySchema } from '@hub/domain';

/** An API call that failed: HTTP status (0 when the network failed) and a message fit to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * @param status HTTP status, or 0 when no response arrived
   * @param message the server's message (or a generic one when the body was not an ErrorBody)
   * @param code the server's stable error code, when given
   * @param issues field-level problems, when the server listed them
   */
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorBody['error']['code'],
    readonly issues?: ErrorBody['error']['issues'],
  ) {
    super(message);
  }

  /** True for a 404: the framework, version or competency does not exist (show the not-found page). */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** True when `error` is an {@link ApiError} with status 404. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

/** Message for a non-JSON or unexpected error response, by status. */
function fallbackMessage(status: number): string {
  if (status >= 500) return `The server could not complete the request (HTTP ${status}).`;
  return `The request failed (HTTP ${status}).`;
}

/**
 * GETs `path` (absolute, starting with `/api/`) and returns the parsed JSON body. The response is
 * trusted to match the shared schema: the API's tests validate every response against it.
 * @param path request path with any query string
 * @param signal abort signal (TanStack Query cancels stale requests with it)
 * @throws ApiError on a network failure, a non-2xx status or a body that is not JSON
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not a JSON error body (for example a proxy's HTML page): use the status text below.
    }
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      const { message, code, issues } = parsed.data.error;
      throw new ApiError(response.status, message, code, issues);
    }
    throw new ApiError(response.status, fallbackMessage(response.status));
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, 'The server sent a response that could not be read.');
  }
}

/** Encodes one path segment (framework machine name, version number, id). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
