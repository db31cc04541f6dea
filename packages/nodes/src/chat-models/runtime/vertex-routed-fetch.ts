/** Google's OAuth 2.0 token endpoint, where google-auth-library always sends the service account's grant. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Where the Vertex SDKs' requests go instead of the addresses they build. */
export interface VertexRoutes {
  /** The key's `token_uri` when it is not Google's: the token grant is sent there. */
  readonly tokenUri?: string;
  /**
   * A plain-http API endpoint typed in the node (a local emulator): the SDK builds `https://<host>/…`, sent to
   * this origin instead.
   */
  readonly httpEndpoint?: URL;
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The fetch google-auth-library (gaxios) and LangChain's Vertex client talk through: the server's guarded fetch,
 * with the two addresses the libraries cannot be told sent where the credential and node say. google-auth-library
 * posts every grant to Google's token URL whatever the key's `token_uri`, and LangChain's Vertex connection always
 * builds `https://` URLs from the endpoint host.
 */
export function vertexRoutedFetch(base: typeof fetch, routes: VertexRoutes): typeof fetch {
  const { tokenUri, httpEndpoint } = routes;
  if (tokenUri === undefined && httpEndpoint === undefined) return base;
  const secureOrigin = httpEndpoint ? `https://${httpEndpoint.host}` : undefined;
  return (input, init) => {
    const url = urlOf(input);
    const request = input instanceof Request ? input : undefined;
    const withInit = (target: string) => base(request ? new Request(target, request) : target, init);
    if (tokenUri !== undefined && url.split('?')[0] === GOOGLE_TOKEN_URL) return withInit(tokenUri);
    if (
      secureOrigin !== undefined &&
      httpEndpoint &&
      (url === secureOrigin || url.startsWith(`${secureOrigin}/`))
    )
      return withInit(`${httpEndpoint.origin}${url.slice(secureOrigin.length)}`);
    return base(input, init);
  };
}
