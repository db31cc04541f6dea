/** Cookies per origin, as a browser would keep them across a redirect chain (enough for tests). */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(url: URL, response: Response): void {
    const jar = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(url.origin, jar);
  }

  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? new Map<string, string>()).entries()]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  get(origin: string, name: string): string | undefined {
    return this.byOrigin.get(origin)?.get(name);
  }
}

/**
 * GETs `start` and follows redirects (keeping cookies) until one leads to `stopAtPath` on the app or no redirect
 * follows; answers that address. Drives a whole single sign-on through a real provider without a browser.
 */
export async function followRedirects(
  start: string,
  options: { readonly appOrigin: string; readonly stopAtPaths: readonly string[]; readonly jar?: CookieJar },
): Promise<{ location: URL; jar: CookieJar; hops: string[] }> {
  const jar = options.jar ?? new CookieJar();
  const hops: string[] = [];
  let url = new URL(start);
  for (let hop = 0; hop < 25; hop += 1) {
    hops.push(url.toString());
    if (url.origin === options.appOrigin && options.stopAtPaths.includes(url.pathname))
      return { location: url, jar, hops };
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
    jar.store(url, response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      const body = await response.text();
      throw new Error(
        `Redirect chain stopped at ${url.toString()} with ${String(response.status)}: ${body.slice(0, 300)}`,
      );
    }
    await response.arrayBuffer().catch(() => undefined);
    url = new URL(location, url);
  }
  throw new Error(`Too many redirects: ${hops.join(' → ')}`);
}
