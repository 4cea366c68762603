import type { Domain } from '@hub/domain';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import { CompetencyBrowser } from '../src/features/frameworks/components/CompetencyBrowser';

/** 20 domains of 100 competencies each, as the bench:ui framework (ADR 0019). */
function largeDomains(): Domain[] {
  return Array.from({ length: 20 }, (_, d) => ({
    id: d + 1,
    uuid: `00000000-0000-4000-8000-${String(d + 1).padStart(12, '0')}`,
    code: String(d + 1),
    title: `Domain ${d + 1}`,
    position: d + 1,
    archived: false,
    competencies: Array.from({ length: 100 }, (_, c) => ({
      id: d * 100 + c + 1,
      uuid: `00000000-0000-4000-9000-${String(d * 100 + c + 1).padStart(12, '0')}`,
      code: `${d + 1}.${c + 1}`,
      title: `Competency ${d * 100 + c + 1}`,
      position: c + 1,
      archived: false,
      mappedOtherCompetency: '',
      attributes: [],
    })),
  }));
}

/** The list as the server renders it: no browser viewport, no effects. */
async function serverHtml(domains: Domain[]): Promise<string> {
  const handler = createStaticHandler([
    {
      path: '*',
      element: <CompetencyBrowser framework="large" version="1.0" domains={domains} />,
    },
  ]);
  const context = await handler.query(new Request('http://hub.local/framework/large/1.0'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <MantineProvider theme={theme}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </MantineProvider>,
  );
}

describe('the competency list of a large framework, rendered on the server', () => {
  it('holds the filter box and the first competencies as links, not the whole list', async () => {
    const html = await serverHtml(largeDomains());
    expect(html).toContain('Filter competencies');
    expect(html).toContain('href="/framework/large/1.0/competency/details/1"');
    expect(html).toContain('1.1. <!-- -->Competency 1');
    expect(html).toContain('Domain 1');
    // 2,000 competencies: only the start of the list is rendered; the browser renders the rest near
    // the viewport once the page has hydrated.
    expect(html).not.toContain('Competency 2000');
    const links = html.match(/competency\/details\//g) ?? [];
    expect(links.length).toBeGreaterThan(20);
    expect(links.length).toBeLessThan(100);
  });
});
