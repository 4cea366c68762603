/**
 * Same-origin client for the app's own API (`/api/...`). Every failure becomes an {@link ApiError}
 * carrying the HTTP status and the server's message from the shared `ErrorBody` contract.
 */
import type { ErrorBody, WriteConflict } from '@hub/domain';
import { requestSignIn } from './reauth';

/** An API call that failed: HTTP status (0 when the network failed) and a message fit to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * @param status HTTP status, or 0 when no response arrived
   * @param message the server's message (or a generic one when the body was not an ErrorBody)
   * @param code the server's stable error code, when given
   * @param issues field-level problems, when the server listed them
   * @param conflict a stale write's details (409, ADR 0021): the item now, who changed it when
   */
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorBody['error']['code'],
    readonly issues?: ErrorBody['error']['issues'],
    readonly conflict?: WriteConflict,
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

/**
 * True for a 400 whose every problem is in the address's path parameters (a malformed id in a URL): the
 * thing asked for cannot exist, so screens show the not-found page, not the validator's words (ADR 0030).
 */
export function isMalformedAddressError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.issues?.length ?? 0) > 0 &&
    (error.issues ?? []).every((i) => i.path === 'params' || i.path.startsWith('params.'))
  );
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
  const response = await send(path, { headers: { Accept: 'application/json' }, signal });
  return readJson<T>(response);
}

/** How a request reaches the API: the browser's fetch, or the server render's in-process transport. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Replaces how requests reach the API. The server entry (ADR 0020) sends them in process to the API
 * itself, anonymously; the browser keeps fetch.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** fetch() with same-origin cookies; a network failure becomes ApiError(0). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
}

/** Reads a JSON body (undefined for 204), or throws the server's error as ApiError. */
async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not a JSON error body (for example a proxy's HTML page): use the status text below.
    }
    // The schema (and zod) load with the first failure, not on every page's start path (ADR 0027).
    const { errorBodySchema } = await import('./error-body');
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      const { message, code, issues, conflict } = parsed.data.error;
      throw new ApiError(response.status, message, code, issues, conflict);
    }
    throw new ApiError(response.status, fallbackMessage(response.status));
  }
  if (response.status === 204) return undefined as T;
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

/** The CSRF token of this browser's session, fetched once and kept in memory only (docs/features/original-hub.md). */
let csrfToken: string | null = null;

/** Forgets the CSRF token (after sign-in or sign-out the server issues a new one). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

async function currentCsrfToken(): Promise<string> {
  if (csrfToken === null) {
    const body = await apiGet<{ csrfToken: string }>('/api/v1/session/token');
    csrfToken = body.csrfToken;
  }
  return csrfToken;
}

/** HTTP methods that change something: each carries the `X-CSRF-Token` header. */
export type UnsafeMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends an unsafe request (JSON body) with the session cookie and the CSRF token, fetching the token
 * first when needed. When the server refuses the token (403 CSRF, for example after the session expired)
 * the token is fetched again and the request retried once.
 * @param method POST, PUT, PATCH or DELETE
 * @param path request path starting with `/api/`
 * @param body JSON-serialisable body, or undefined for none
 * @param options `ifMatch`: the ETag the write was based on
 * @returns the parsed JSON response (undefined for 204 No Content)
 * @throws ApiError with the server's message and field `issues` on failure
 */
export async function apiSend<T>(
  method: UnsafeMethod,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<T> {
  const precondition: Record<string, string> = options.ifMatch ? { 'If-Match': options.ifMatch } : {};
  return sendWithCsrf<T>(method, path, () =>
    body === undefined
      ? { headers: precondition }
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...precondition } },
  );
}

/** Options of {@link apiSend}. */
export interface SendOptions {
  /**
   * The ETag of what the write was based on (ADR 0021): an item's `"r<revision>"` or a list's order
   * ETag. The server answers 409 with `ApiError.conflict` when it changed since.
   */
  ifMatch?: string | undefined;
}

/**
 * POSTs a file as `multipart/form-data` (field `file`) with the session cookie and the CSRF token, retried
 * once with a fresh token like {@link apiSend}. Used for image uploads (`POST /api/v1/manage/media`).
 * @param path request path starting with `/api/`
 * @param file the file to send
 * @returns the parsed JSON response
 * @throws ApiError with the server's message (for example 413 for a file that is too large)
 */
export async function apiUpload<T>(path: string, file: File): Promise<T> {
  return sendWithCsrf<T>('POST', path, () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { body: form };
  });
}

/**
 * Sends an unsafe request built by `init` with the CSRF header; refetches the token once when refused.
 * A 401 (the session ended) opens the sign-in dialog and, once signed in, sends the request again.
 */
async function sendWithCsrf<T>(
  method: UnsafeMethod,
  path: string,
  init: () => { body?: BodyInit; headers?: Record<string, string> },
): Promise<T> {
  const attempt = async () => {
    const { body, headers = {} } = init();
    return send(path, {
      method,
      headers: { Accept: 'application/json', 'X-CSRF-Token': await currentCsrfToken(), ...headers },
      body,
    });
  };
  let response = await attempt();
  if (response.status === 403 && response.headers.get('x-csrf-invalid') === '1') {
    csrfToken = null;
    response = await attempt();
  }
  // The session ended while the manager worked (docs/features/curation.md §17): sign in in place, then send it again.
  if (response.status === 401 && !path.startsWith('/api/v1/session') && (await requestSignIn())) {
    csrfToken = null;
    response = await attempt();
  }
  return readJson<T>(response);
}
