import { REQUEST_ORIGIN_HEADER, REQUEST_ORIGIN_INTERNAL, XSRF_COOKIE, XSRF_HEADER } from '@loomflow/core';

export interface HttpResult<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Send the XSRF header taken from the cookie (default true), like the web client. */
  readonly xsrf?: boolean;
  readonly headers?: Record<string, string>;
}

/** A cookie-keeping HTTP client that behaves like the web app: cookies, XSRF header, internal origin header. */
export class HttpSession {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {
      [REQUEST_ORIGIN_HEADER]: REQUEST_ORIGIN_INTERNAL,
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (options.xsrf !== false && xsrf) headers[XSRF_HEADER] = xsrf;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    this.storeCookies(response.headers);
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text)
      body = JSON.parse(text);
    return { status: response.status, body: body as T, headers: response.headers };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }

  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body: body ?? {} });
  }

  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
