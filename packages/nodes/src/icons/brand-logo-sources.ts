// Where each provider logo of the node icons comes from: an SVG that ships with an npm package (dev dependencies of
// this package). `generate-brand-logos.ts` copies them into brand-logos.ts; brand-logos.test.ts checks the copy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface BrandLogoSource {
  /** The package and its licence: simple-icons is CC0-1.0, @lobehub/icons-static-svg is MIT. */
  readonly pkg: 'simple-icons' | '@lobehub/icons-static-svg';
  readonly file: string;
  /** The fill of a one-colour logo (the brand's colour); absent for a logo that has its own colours. */
  readonly color?: string;
}

/**
 * Brands with a logo, by key. Brand guidelines: the marks are shown unaltered, at their own proportions, on a
 * plain tile, only to say which provider a node talks to.
 */
export const BRAND_LOGO_SOURCES = {
  openai: { pkg: '@lobehub/icons-static-svg', file: 'icons/openai.svg', color: '#000000' },
  azure: { pkg: '@lobehub/icons-static-svg', file: 'icons/azure-color.svg' },
  anthropic: { pkg: '@lobehub/icons-static-svg', file: 'icons/anthropic.svg', color: '#181818' },
  gemini: { pkg: '@lobehub/icons-static-svg', file: 'icons/gemini-color.svg' },
  google: { pkg: '@lobehub/icons-static-svg', file: 'icons/google-color.svg' },
  ollama: { pkg: '@lobehub/icons-static-svg', file: 'icons/ollama.svg', color: '#000000' },
  mistral: { pkg: '@lobehub/icons-static-svg', file: 'icons/mistral-color.svg' },
  groq: { pkg: '@lobehub/icons-static-svg', file: 'icons/groq.svg', color: '#F55036' },
  cohere: { pkg: '@lobehub/icons-static-svg', file: 'icons/cohere-color.svg' },
  huggingface: { pkg: '@lobehub/icons-static-svg', file: 'icons/huggingface-color.svg' },
  aws: { pkg: '@lobehub/icons-static-svg', file: 'icons/aws-color.svg' },
  mcp: { pkg: '@lobehub/icons-static-svg', file: 'icons/mcp.svg', color: '#000000' },
  redis: { pkg: 'simple-icons', file: 'icons/redis.svg', color: '#FF4438' },
  postgres: { pkg: 'simple-icons', file: 'icons/postgresql.svg', color: '#4169E1' },
  qdrant: { pkg: 'simple-icons', file: 'icons/qdrant.svg', color: '#DC244C' },
  supabase: { pkg: 'simple-icons', file: 'icons/supabase.svg', color: '#3FCF8E' },
  teradata: { pkg: 'simple-icons', file: 'icons/teradata.svg', color: '#F37440' },
} as const satisfies Record<string, BrandLogoSource>;

export type BrandKey = keyof typeof BRAND_LOGO_SOURCES;

/** A logo as the icon tile draws it: its viewBox and the markup inside its <svg> (title left out). */
export interface BrandLogo {
  readonly viewBox: string;
  readonly body: string;
  readonly color?: string;
}

const require = createRequire(import.meta.url);

/** Reads a logo from its package, as it ships. */
export function readBrandLogo(source: BrandLogoSource): BrandLogo {
  const path = require.resolve(`${source.pkg}/${source.file}`);
  const svg = readFileSync(path, 'utf8').trim();
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const open = svg.indexOf('>');
  const close = svg.lastIndexOf('</svg>');
  if (viewBox === undefined || open < 0 || close < open) throw new Error(`${path} is not an SVG file`);
  const inner = svg
    .slice(open + 1, close)
    .replace(/<title>[^<]*<\/title>/, '')
    .trim();
  // The root's fill rule (OpenAI's mark needs even-odd) goes on a group, as the tile draws the logo in its own <svg>.
  const fillRule = /<svg[^>]*\sfill-rule="([^"]+)"/.exec(svg)?.[1];
  const body = fillRule === undefined ? inner : `<g fill-rule="${fillRule}">${inner}</g>`;
  return source.color === undefined ? { viewBox, body } : { viewBox, body, color: source.color };
}
