import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-request switches: send no CSRF header, another language, extra headers (multipart bodies), another IP. */
export interface RequestOptions {
  csrf?: boolean;
  lang?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

const SAFE_METHODS = new Set<Method>(['GET', 'HEAD']);

/** A browser stand-in over app.inject: keeps cookies and echoes the XSRF-TOKEN cookie in the header like the web does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly lang = 'en',
  ) {}

  /** The anti-forgery token the server handed out in the XSRF-TOKEN cookie, asked for as a page load would. */
  async csrfToken(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    const token = this.cookies.get('XSRF-TOKEN');
    if (!token) throw new Error('the server handed out no XSRF-TOKEN cookie');
    return token;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      'accept-language': options.lang ?? this.lang,
      ...options.headers,
    };
    if (options.csrf !== false && !SAFE_METHODS.has(method)) headers['x-xsrf-token'] = await this.csrfToken();
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body: unknown = {}, options?: RequestOptions) {
    return this.request('POST', url, body, options);
  }

  /** Signs in with a password (no 2FA) and fails loudly if that did not work. */
  async signIn(email: string, password: string): Promise<void> {
    const response = await this.post('/api/login', { email, password });
    if (response.statusCode !== 200 || !response.json().user) {
      throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
    }
  }
}
