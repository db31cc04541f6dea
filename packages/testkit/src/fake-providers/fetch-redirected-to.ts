/**
 * A `fetch` that sends every request to a fake at the same path and query: what a model builder gets as the
 * server's fetch when the node, like Flowise's, has no address input (Anthropic) and only the provider's own
 * host would otherwise be called.
 */
export function fetchRedirectedTo(fakeUrl: string): typeof fetch {
  const target = new URL(fakeUrl);
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.protocol = target.protocol;
    url.host = target.host;
    return fetch(new Request(url, request));
  };
}
