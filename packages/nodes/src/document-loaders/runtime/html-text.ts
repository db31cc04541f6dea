import { load, type CheerioAPI } from 'cheerio/slim';
import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';

/** Elements whose content is never text a reader sees. */
const SKIPPED = 'script, style, noscript, template, svg, canvas, iframe, object, embed, head';
/** Elements that start a new line (block layout). */
const BLOCKS = new Set(
  'address article aside blockquote br dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody thead tfoot tr ul'.split(
    ' ',
  ),
);

/** The text of nodes laid out as a reader sees it: blocks on their own lines, spaces collapsed outside `pre`. */
export function nodesText(nodes: readonly AnyNode[]): string {
  let text = '';
  const walk = (node: AnyNode, pre: boolean): void => {
    if (isText(node)) {
      text += pre ? node.data : node.data.replace(/\s+/g, ' ');
      return;
    }
    if (!hasChildren(node)) return;
    const name = isTag(node) ? node.name.toLowerCase() : '';
    const block = BLOCKS.has(name);
    if (block) text += '\n';
    if (name === 'td' || name === 'th') text += ' ';
    for (const child of node.children) walk(child, pre || name === 'pre');
    if (block) text += '\n';
  };
  for (const node of nodes) walk(node, false);
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function titleOf($: CheerioAPI): string {
  return ($('title').first().text() || $('h1').first().text()).replace(/\s+/g, ' ').trim();
}

function selected($: CheerioAPI, selector: string): string {
  return $(selector)
    .toArray()
    .map((element) => nodesText([element]))
    .filter((text) => text !== '')
    .join('\n\n');
}

export interface HtmlPage {
  readonly title: string;
  readonly text: string;
}

/** All readable text of an HTML document (or of the elements a CSS selector picks). */
export function htmlText(html: string, selector?: string): HtmlPage {
  const $ = load(html);
  const title = titleOf($);
  $(SKIPPED).remove();
  if (selector !== undefined) return { title, text: selected($, selector) };
  const body = $('body');
  return { title, text: nodesText(body.length > 0 ? body.toArray() : $.root().toArray()) };
}

/** Class or id words of page furniture (menus, comments, sharing) rather than the article. */
const UNLIKELY =
  /banner|breadcrumb|combx|comment|community|cookie|disqus|extra|footer|header|legends|menu|modal|nav|popup|promo|related|remark|replies|rss|share|shoutbox|sidebar|skyscraper|social|sponsor|subscribe|tags|tool|widget|advert/i;
const LIKELY = /and|article|body|column|content|main|post|shadow|story|text/i;

function linkDensity($: CheerioAPI, element: Element): number {
  const length = $(element).text().length;
  if (length === 0) return 0;
  const linked = $(element)
    .find('a')
    .toArray()
    .reduce((sum, link) => sum + $(link).text().length, 0);
  return linked / length;
}

/** The element holding the page's main text, by Readability's idea: paragraphs vote for their ancestors. */
function mainElement($: CheerioAPI): Element | undefined {
  const semantic = $('article, main, [role="main"]')
    .toArray()
    .filter((element) => $(element).text().trim().length >= 200);
  if (semantic.length === 1) return semantic[0];
  const scores = new Map<Element, number>();
  for (const paragraph of $('p, pre, td, blockquote').toArray()) {
    const text = $(paragraph).text().trim();
    if (text.length < 25) continue;
    const score = 1 + text.split(/[,，]/).length - 1 + Math.min(Math.floor(text.length / 100), 3);
    const parent = paragraph.parent;
    if (parent && isTag(parent)) scores.set(parent, (scores.get(parent) ?? 0) + score);
    const grandparent = parent?.parent;
    if (grandparent && isTag(grandparent))
      scores.set(grandparent, (scores.get(grandparent) ?? 0) + score / 2);
  }
  let best: Element | undefined;
  let bestScore = 0;
  for (const [element, score] of scores) {
    const adjusted = score * (1 - linkDensity($, element));
    if (adjusted > bestScore) {
      best = element;
      bestScore = adjusted;
    }
  }
  return best;
}

/** The main text of a web page (readability-style), or what a CSS selector picks; the title too. */
export function readableText(html: string, selector?: string): HtmlPage {
  const $ = load(html);
  const title = titleOf($);
  $(SKIPPED).remove();
  if (selector !== undefined) return { title, text: selected($, selector) };
  $(
    'nav, footer, aside, form, [role="navigation"], [role="banner"], [role="contentinfo"], [aria-hidden="true"]',
  ).remove();
  for (const element of $('[class], [id]').toArray()) {
    const words = `${$(element).attr('class') ?? ''} ${$(element).attr('id') ?? ''}`;
    if (['html', 'body', 'article', 'main'].includes(element.name)) continue;
    if (UNLIKELY.test(words) && !LIKELY.test(words)) $(element).remove();
  }
  const main = mainElement($);
  if (main) return { title, text: nodesText([main]) };
  const body = $('body');
  return { title, text: nodesText(body.length > 0 ? body.toArray() : $.root().toArray()) };
}

/** The absolute http(s) addresses a page links to (fragments dropped), in page order, without repeats. */
export function pageLinks(html: string, pageUrl: string): string[] {
  const $ = load(html);
  const base = $('base[href]').attr('href');
  const links = new Set<string>();
  for (const anchor of $('a[href]').toArray()) {
    const href = $(anchor).attr('href');
    if (href === undefined) continue;
    try {
      const url = new URL(href, base ? new URL(base, pageUrl) : pageUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      url.hash = '';
      links.add(url.href);
    } catch {
      // Not an address: skipped.
    }
  }
  return [...links];
}

/** The `<loc>` addresses of an XML sitemap. */
export function sitemapLocations(xml: string): string[] {
  const $ = load(xml, { xml: true });
  return $('loc')
    .toArray()
    .map((element) => $(element).text().trim())
    .filter((loc) => loc !== '');
}
