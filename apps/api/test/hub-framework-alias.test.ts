/**
 * The original client's framework form (ADR 0024): the version_manager title lower-cased without
 * spaces (or with them) is accepted wherever the hub API takes a framework, with the same answer as the machine name.
 */
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('hub API framework aliases', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers the title form exactly as the machine name on every hub route that takes a framework', async () => {
    const pairs = [
      ['/api/iscb-3.0e1/e1', '/api/iscbcorefacilityextension/e1'],
      ['/api/export/iscb-3.0e1/e1', '/api/export/iscbcorefacilityextension/e1'],
      ['/api/iscb-3.0e1/e1/profiles', '/api/iscbcorefacilityextension/e1/profiles'],
      ['/api/iscb-3.0e1/e1/career-pathways', '/api/iscbcorefacilityextension/e1/career-pathways'],
      ['/api/iscb-3.0e1/pathways', '/api/iscbcorefacilityextension/pathways'],
      ['/api/bioexcel/1.0', '/api/bioexcel/1.0'],
      // The title lower-cased with its spaces kept, as some of the original client's calls send it.
      ['/api/iscb-3.0e1/e1', '/api/iscb%20core%20facility%20extension/e1'],
      ['/api/iscb-3.0e1/e1/profiles', '/api/iscb%20core%20facility%20extension/e1/profiles'],
      ['/api/iscb-3.0e1/pathways', '/api/iscb%20core%20facility%20extension/pathways'],
      [
        '/api/competency_framework_resources?framework=iscb-3.0e1',
        '/api/competency_framework_resources?framework=iscb%20core%20facility%20extension',
      ],
      [
        '/api/competency_framework_resources?framework=bioexcel',
        '/api/competency_framework_resources?framework=BioExcel',
      ],
    ];
    for (const [machine, alias] of pairs) {
      const expected = await get(machine as string);
      expect(expected.statusCode, machine).toBe(200);
      const answered = await get(alias as string);
      expect(answered.statusCode, alias).toBe(200);
      expect(answered.body, alias).toBe(expected.body);
    }
  });

  it('still answers 404 for a name that is neither', async () => {
    expect((await get('/api/nosuchframework/1.0')).statusCode).toBe(404);
  });
});
