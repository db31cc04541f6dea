import { describe, expect, it } from 'vitest';
import { FLOWISE_NODES } from '../flowise-catalog/flowise-node-catalog.ts';
import { NODE_DEFINITIONS } from '../node-registry.ts';
import { BRAND_LOGO_SOURCES, readBrandLogo, type BrandKey } from './brand-logo-sources.ts';
import { BRAND_LOGOS } from './brand-logos.ts';
import { BRANDS_WITHOUT_LOGO, brandOf } from './brand-of.ts';
import { nodeIconSvg } from './node-icon.ts';

/** A letter tile draws text; a logo tile draws the provider's paths. */
const isLetterTile = (svg: string | undefined) => svg?.includes('<text') ?? false;

/** Every node the canvas can show: ours, and Flowise's (by label and category). */
const ALL_NODES = [
  ...NODE_DEFINITIONS.map((node) => ({ name: node.name, label: node.label, icon: nodeIconSvg(node.name) })),
  ...FLOWISE_NODES.map((node) => ({
    name: node.name,
    label: node.label,
    icon: nodeIconSvg(node.name, node),
  })),
];

describe('provider logos of node icons', () => {
  it('are the SVGs their npm packages ship, unaltered (simple-icons CC0, @lobehub/icons-static-svg MIT)', () => {
    for (const [key, source] of Object.entries(BRAND_LOGO_SOURCES)) {
      expect(BRAND_LOGOS[key as BrandKey], `${key}: run generate-brand-logos.ts`).toEqual(
        readBrandLogo(source),
      );
    }
  });

  it('gives no node a letter tile when its provider has a logo', () => {
    const tiled = ALL_NODES.filter((node) => brandOf(node.name, node.label) && isLetterTile(node.icon));
    expect(tiled.map((node) => node.name)).toEqual([]);
  });

  it('keeps letter tiles only for generic nodes and providers without a shipped logo', () => {
    const providerWords = [...BRANDS_WITHOUT_LOGO];
    const tiledProviders = ALL_NODES.filter(
      (node) =>
        isLetterTile(node.icon) &&
        providerWords.some((word) => `${node.name} ${node.label}`.toLowerCase().includes(word)),
    );
    // Pinecone and Chroma: neither package ships their logo, so their vector store nodes keep letters.
    expect(new Set(tiledProviders.map((node) => brandOf(node.name, node.label)))).toEqual(
      new Set([undefined]),
    );
    expect(tiledProviders.map((node) => node.name)).toEqual(expect.arrayContaining(['pinecone', 'chroma']));
  });

  it('shows the provider each node talks to', () => {
    const logoOf = (name: string) => nodeIconSvg(name) ?? '';
    expect(logoOf('chatOpenAI')).toContain(BRAND_LOGOS.openai.body);
    expect(logoOf('azureChatOpenAI')).toContain(BRAND_LOGOS.azure.body);
    expect(logoOf('azureChatOpenAI')).not.toContain(BRAND_LOGOS.openai.body);
    expect(logoOf('chatAnthropic')).toContain(BRAND_LOGOS.anthropic.body);
    expect(logoOf('chatGoogleGenerativeAI')).toContain(BRAND_LOGOS.gemini.body);
    expect(logoOf('ollamaEmbedding')).toContain(BRAND_LOGOS.ollama.body);
    expect(logoOf('RedisBackedChatMemory')).toContain(BRAND_LOGOS.redis.body);
    expect(logoOf('postgres')).toContain(BRAND_LOGOS.postgres.body);
    expect(nodeIconSvg('awsChatBedrock', { label: 'AWS ChatBedrock', category: 'Chat Models' })).toContain(
      BRAND_LOGOS.aws.body,
    );
    // A generic node keeps its letters.
    expect(isLetterTile(logoOf('calculator'))).toBe(true);
  });
});
