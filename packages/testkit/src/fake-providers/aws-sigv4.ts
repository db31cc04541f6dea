import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * AWS Signature Version 4, recomputed from the request as received (the published algorithm: canonical request,
 * string to sign, HMAC-SHA256 key chain), so a fake answers a wrongly signed request as AWS does.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html
 */

/** A key pair the fake accepts (and the session token it must come with, when given). */
export interface AwsKey {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** What a request signed with SigV4 carries; the parts a verifier needs. */
export interface SignedRequest {
  readonly method: string;
  /** The request target as sent (path and query percent-encoded by the client). */
  readonly rawUrl: string;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
}

/** Why AWS refuses a request: its error type (`x-amzn-ErrorType`) and message. */
export interface SignatureRefusal {
  readonly errorType:
    'UnrecognizedClientException' | 'InvalidSignatureException' | 'MissingAuthenticationTokenException';
  readonly message: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Services other than S3 encode each path segment once more (the client already encoded it). */
function canonicalPath(path: string): string {
  if (path === '') return '/';
  return path
    .split('/')
    .map((segment) => uriEncode(segment))
    .join('/');
}

function canonicalQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

interface Authorization {
  readonly accessKeyId: string;
  readonly scope: string;
  readonly date: string;
  readonly region: string;
  readonly service: string;
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

function parseAuthorization(header: string | undefined): Authorization | undefined {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header?.trim() ?? '',
    );
  if (!match) return undefined;
  const [, accessKeyId = '', date = '', region = '', service = '', signedHeaders = '', signature = ''] =
    match;
  return {
    accessKeyId,
    date,
    region,
    service,
    scope: `${date}/${region}/${service}/aws4_request`,
    signedHeaders: signedHeaders.split(';'),
    signature,
  };
}

/** The signature `key` gives `request` under the scope and signed headers its Authorization names. */
function expectedSignature(request: SignedRequest, auth: Authorization, key: AwsKey): string {
  const queryAt = request.rawUrl.indexOf('?');
  const path = queryAt === -1 ? request.rawUrl : request.rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.rawUrl.slice(queryAt + 1);
  const canonicalHeaders = auth.signedHeaders
    .map((name) => `${name}:${headerValue(request.headers, name) ?? ''}\n`)
    .join('');
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256') ?? sha256Hex(request.rawBody);
  const canonicalRequest = [
    request.method,
    canonicalPath(path),
    canonicalQuery(query),
    canonicalHeaders,
    auth.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const stringToSign = [ALGORITHM, amzDate, auth.scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, auth.date), auth.region), auth.service),
    'aws4_request',
  );
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.';

/**
 * Checks a request's SigV4 signature against the keys the fake knows: undefined when it is valid for `service`,
 * else AWS's refusal (unknown key or token: UnrecognizedClientException; wrong signature: InvalidSignatureException).
 */
export function verifySigV4(
  request: SignedRequest,
  keys: readonly AwsKey[],
  service: string,
): SignatureRefusal | undefined {
  const auth = parseAuthorization(headerValue(request.headers, 'authorization'));
  if (!auth)
    return {
      errorType: 'MissingAuthenticationTokenException',
      message: 'Missing Authentication Token',
    };
  const key = keys.find((candidate) => candidate.accessKeyId === auth.accessKeyId);
  const token = headerValue(request.headers, 'x-amz-security-token');
  if (!key || (key.sessionToken ?? undefined) !== token)
    return {
      errorType: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    };
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const mustSign = ['host', 'x-amz-date', ...(token === undefined ? [] : ['x-amz-security-token'])];
  const wellFormed =
    auth.service === service &&
    amzDate.startsWith(auth.date) &&
    mustSign.every((name) => auth.signedHeaders.includes(name));
  if (!wellFormed) return { errorType: 'InvalidSignatureException', message: SIGNATURE_MISMATCH };
  const expected = Buffer.from(expectedSignature(request, auth, key), 'hex');
  const given = Buffer.from(auth.signature, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { errorType: 'InvalidSignatureException', message: SIGNATURE_MISMATCH };
  return undefined;
}
