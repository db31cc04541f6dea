/** IBM Cloud's IAM, where an API key is exchanged for a bearer token. */
export const IBM_CLOUD_IAM_URL = 'https://iam.cloud.ibm.com';

/** Renewed this long before IAM says it expires (IAM tokens live an hour). */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** IAM refused the exchange (a wrong or revoked key): its HTTP status and reason, never the key. */
export class IamRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'IamRefusal';
  }
}

interface IamToken {
  readonly accessToken: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

/** The token endpoint of an IAM address: `…/identity/token`, unless the address typed already names it. */
export function iamTokenUrl(iamUrl: string): string {
  const trimmed = iamUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/identity/token') ? trimmed : `${trimmed}/identity/token`;
}

function tokenOf(answer: unknown, now: number): IamToken | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const accessToken: unknown = Reflect.get(answer, 'access_token');
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  const expiration: unknown = Reflect.get(answer, 'expiration');
  const expiresIn: unknown = Reflect.get(answer, 'expires_in');
  const expiresAt =
    typeof expiration === 'number'
      ? expiration * 1000
      : now + (typeof expiresIn === 'number' ? expiresIn : 3600) * 1000;
  return { accessToken, expiresAt };
}

/** IAM's reason for a refusal (`errorCode errorMessage`), never the key sent. */
function refusalOf(status: number, text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const code: unknown = Reflect.get(body, 'errorCode');
      const message: unknown = Reflect.get(body, 'errorMessage');
      if (typeof message === 'string')
        return `${String(status)} ${typeof code === 'string' ? `${code} ` : ''}${message}`;
    }
  } catch {
    // not JSON
  }
  return String(status);
}

/**
 * Bearer tokens of an IBM Cloud IAM API key (`POST /identity/token`, grant type
 * `urn:ibm:params:oauth:grant-type:apikey`), kept until shortly before they expire; concurrent callers share
 * one exchange. Every request goes through the fetch given (the server's outbound policy).
 */
export class IamTokenSource {
  #token: IamToken | undefined;
  #pending: Promise<IamToken> | undefined;

  constructor(
    private readonly apiKey: string,
    private readonly iamUrl: string,
    private readonly fetch: typeof globalThis.fetch,
    private readonly label: string,
  ) {}

  async token(signal?: AbortSignal): Promise<string> {
    const current = this.#token;
    if (current && current.expiresAt - RENEW_BEFORE_MS > Date.now()) return current.accessToken;
    this.#pending ??= this.exchange(signal).finally(() => {
      this.#pending = undefined;
    });
    const token = await this.#pending;
    this.#token = token;
    return token.accessToken;
  }

  private async exchange(signal: AbortSignal | undefined): Promise<IamToken> {
    const response = await this.fetch(iamTokenUrl(this.iamUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'urn:ibm:params:oauth:grant-type:apikey',
        apikey: this.apiKey,
      }).toString(),
      ...(signal ? { signal } : {}),
    });
    const text = await response.text();
    if (!response.ok)
      throw new IamRefusal(
        `${this.label}: IBM Cloud IAM refused the API key (${refusalOf(response.status, text)})`,
        response.status,
      );
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    const token = tokenOf(answer, Date.now());
    if (!token) throw new Error(`${this.label}: IBM Cloud IAM answered without an access token`);
    return token;
  }
}
