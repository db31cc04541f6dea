import type { MarketplaceTemplate } from '@loomflow/core';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { ENTERPRISE_SETTINGS } from '../../test-support/fixtures.ts';

export interface MarketplaceServerOptions {
  readonly builtin?: MarketplaceTemplate[];
  readonly custom?: MarketplaceTemplate[];
  /** Answers a request before the defaults (e.g. a failure). */
  readonly extra?: (request: RecordedRequest) => Response | undefined;
}

function bodyOf(request: RecordedRequest): object {
  return typeof request.body === 'object' && request.body !== null ? request.body : {};
}

/** Test support: a fake API for the marketplace screens (templates, custom templates, flow and tool creation). */
export function serveMarketplace(options: MarketplaceServerOptions = {}): RecordedRequest[] {
  let custom = [...(options.custom ?? [])];
  return stubFetch((request) => {
    const answer = options.extra?.(request);
    if (answer) return answer;
    const { method, path } = request;
    if (path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (path === '/marketplaces/templates') return jsonResponse(200, options.builtin ?? []);
    if (path === '/marketplaces/custom' && method === 'GET') return jsonResponse(200, custom);
    if (path.startsWith('/marketplaces/custom/') && method === 'DELETE') {
      custom = custom.filter((item) => `/marketplaces/custom/${item.id}` !== path);
      return new Response(null, { status: 204 });
    }
    if (path === '/chatflows' && method === 'POST') {
      return jsonResponse(201, {
        id: 'flow-new',
        ...bodyOf(request),
        deployed: null,
        isPublic: null,
        apikeyid: null,
        chatbotConfig: null,
        apiConfig: null,
        analytic: null,
        speechToText: null,
        followUpPrompts: null,
        category: null,
        workspaceId: 'ws-1',
        createdDate: '2026-01-01T00:00:00.000Z',
        updatedDate: '2026-01-01T00:00:00.000Z',
      });
    }
    if (path === '/tools' && method === 'POST') {
      return jsonResponse(201, {
        id: 'tool-new',
        color: '',
        iconSrc: null,
        ...bodyOf(request),
        workspaceId: 'ws-1',
        createdDate: '2026-01-01T00:00:00.000Z',
        updatedDate: '2026-01-01T00:00:00.000Z',
      });
    }
    return errorResponse(404, `Nothing at ${method} ${path}`);
  });
}
