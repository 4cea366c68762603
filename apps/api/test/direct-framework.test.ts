/**
 * DIRECT 2.0.0 on the hub (ADR 0046): the shipped file imports with its three levels (domain groups,
 * domains, competencies), descriptions, tools as attributes, related skills and five levels; its sample
 * profiles and the authors' learning resources come with it; and every export keeps the three levels.
 */
import { buildExportCsv } from '@hub/domain';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

const V = '/api/v1/frameworks/direct/versions/2.0.0';

describeWithSeededApp('DIRECT 2.0.0', (ctx) => {
  const get = (url: string) => ctx().app.inject({ url });

  it('imports 7 groups, 20 domains, 164 competencies with descriptions and tools, and the 5 levels', async () => {
    const content = (await get(V)).json();
    const domains = content.domains as {
      title: string;
      description?: string;
      group?: { title: string; description: string };
      competencies: { title: string; attributes: { title: string; type: string }[] }[];
    }[];
    expect(domains).toHaveLength(20);
    expect(new Set(domains.map((d) => d.group?.title)).size).toBe(7);
    expect(domains.flatMap((d) => d.competencies)).toHaveLength(164);
    expect(domains[0]).toMatchObject({
      title: 'Data engineering',
      description: expect.stringContaining('data management, quality'),
      group: {
        title: 'Information and data technologies',
        description: expect.stringContaining('harness data'),
      },
    });
    const attributes = domains.flatMap((d) => d.competencies.flatMap((c) => c.attributes));
    const count = (type: string) => attributes.filter((a) => a.type === type).length;
    expect(count('Description')).toBe(164);
    expect(count('Tool') + count('Language') + count('Methodology')).toBe(685);
    expect(
      (content.expertiseLevels as { ratingLevel: number; title: string; description: string }[])
        .sort((a, b) => a.ratingLevel - b.ratingLevel)
        .map((l) => [l.ratingLevel, l.title, l.description.includes('Non-technical:')]),
    ).toEqual([
      [0, 'None or N/A', false],
      [1, 'Awareness', true],
      [2, 'Working', true],
      [3, 'Practitioner', true],
      [4, 'Expert', true],
    ]);
    expect(content.framework.category).toBe('Research infrastructure professionals');
  });

  it('shows a skill with its group, description, tools and related skills', async () => {
    const content = (await get(V)).json();
    const workflows = content.domains
      .flatMap((d: { competencies: { id: number; title: string }[] }) => d.competencies)
      .find((c: { title: string }) => c.title === 'Computational scientific workflows (data pipelines)');
    const detail = (await get(`${V}/competencies/${workflows.id}`)).json();
    expect(detail.domain).toMatchObject({
      title: 'Data engineering',
      group: { title: 'Information and data technologies' },
    });
    expect(detail.competency.attributes.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(['Snakemake', 'Nextflow', 'Galaxy']),
    );
    expect(
      detail.relatedCompetencies.map((r: { relation: string; title: string }) => [r.relation, r.title]),
    ).toEqual([
      ['isRelatedTo', 'Programming'],
      ['isRelatedTo', 'Task automation'],
    ]);
  });

  it('ships the three sample profiles as Live profiles labelled DIRECT sample profile', async () => {
    const list = (await get(`${V}/profiles`)).json();
    const profiles = (Array.isArray(list) ? list : list.profiles) as { id: number; title: string }[];
    expect(profiles.map((p) => p.title).sort()).toEqual([
      'Community Manager',
      'RSE Team Lead',
      'Research Software Engineer',
    ]);
    const lead = profiles.find((p) => p.title === 'RSE Team Lead');
    const detail = (await get(`${V}/profiles/${lead?.id}`)).json();
    const profile = detail.profile ?? detail;
    expect(profile.currentRole).toContain('Maya leads the Research Software Engineering group');
    expect(JSON.stringify(detail)).toContain('DIRECT sample profile');
    const about = (await get(V)).json().sources[0];
    expect(about.about).toContain("Copyright (c) 2024, Adrian D'Alessandro");
    expect(about.citations.map((c: { title: string }) => c.title)).toEqual([
      'DIRECT competencies framework for digital Research Technical Professionals',
      'DIRECT web application: sample role profiles',
    ]);
  });

  it('keeps the three levels and the relations in the framework JSON, CASE, CTDL-ASN and CSV', async () => {
    const first = await get(`${V}/framework.json`);
    expect(first.statusCode).toBe(200);
    const file = first.json();
    expect(file.domains[0].group.title).toBe('Information and data technologies');
    expect(
      file.domains.flatMap((d: { competencies: { relations?: unknown[] }[] }) =>
        d.competencies.flatMap((c) => c.relations ?? []),
      ),
    ).toHaveLength(180);
    // The byte-for-byte round trip of every shipped version, DIRECT included: interchange.test.ts.
    const versionUuid = file.version_uuid;
    const pkg = (await get(`/ims/case/v1p1/CFPackages/${versionUuid}`)).json();
    const items = pkg.CFItems as {
      identifier: string;
      fullStatement: string;
      CFItemType: string;
      notes?: string;
    }[];
    const group = items.find((i) => i.fullStatement === 'Information and data technologies');
    expect(group).toMatchObject({
      CFItemType: 'Domain group',
      notes: expect.stringContaining('harness data'),
    });
    const domain = items.find((i) => i.fullStatement === 'Data engineering' && i.CFItemType === 'Domain');
    const childOf = (id: string | undefined) =>
      (
        pkg.CFAssociations as {
          associationType: string;
          originNodeURI: { identifier: string };
          destinationNodeURI: { identifier: string };
        }[]
      ).find((a) => a.associationType === 'isChildOf' && a.originNodeURI.identifier === id)
        ?.destinationNodeURI.identifier;
    expect(childOf(domain?.identifier)).toBe(group?.identifier);
    expect(childOf(group?.identifier)).toBe(pkg.CFDocument.identifier);
    expect(items.filter((i) => i.CFItemType === 'Domain group')).toHaveLength(7);

    const graph = (await get(`${V}/ctdl-asn`)).json()['@graph'] as Record<string, unknown>[];
    const category = (n: Record<string, unknown>) => (n['ceasn:competencyCategory'] as { en?: string })?.en;
    const groups = graph.filter((n) => category(n) === 'Domain group');
    expect(groups).toHaveLength(7);
    const dataEngineering = graph.find(
      (n) =>
        category(n) === 'Domain' && (n['ceasn:competencyText'] as { en: string }).en === 'Data engineering',
    );
    expect(dataEngineering?.['ceasn:isChildOf']).toEqual([groups[0]?.['@id']]);

    const table = (await get(`${V}/export`)).json();
    expect(table.headers.slice(0, 5)).toEqual([
      'Domain group',
      'Domain ID',
      'Domain UUID',
      'Domain code',
      'Domain',
    ]);
    expect(table.data[0]).toMatchObject({
      'Domain group': 'Information and data technologies',
      Domain: 'Data engineering',
    });
    const csv = Papa.parse<Record<string, string>>(buildExportCsv(table), { header: true });
    expect(new Set(csv.data.map((r) => r['Domain group'])).size).toBe(7);
  });

  it("ships the 207 learning resources, mapped to skills as the framework's authors linked them", async () => {
    const rows = await ctx().database.db.execute(
      "select count(*)::int as n, count(*) filter (where source->>'mapped_by' = 'framework-authors')::int as authors from training_resource where source->>'file' = 'direct-2.0.0-learning-resources.json'",
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 207, authors: 207 });
    const links = await ctx().database.db.execute(
      "select count(*)::int as n from training_resource_mapping m join training_resource r on r.id = m.resource_id where r.source->>'file' = 'direct-2.0.0-learning-resources.json'",
    );
    expect((links as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 151 });
  });
});
