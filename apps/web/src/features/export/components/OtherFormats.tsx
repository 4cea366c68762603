import type { FrameworkRef } from '@hub/domain';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { segment } from '../../../lib/api-client';

/** One download of the 'Other formats' list. */
interface FormatLink {
  label: string;
  file: string;
  path: string;
  description: string;
}

/** The interchange formats of a released version and what each is for (docs/features/interchange-files.md §1). */
export function interchangeFormats(framework: string, version: string): FormatLink[] {
  const base = `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}`;
  return [
    {
      label: 'Framework JSON',
      file: `${framework}-${version}.json`,
      path: `${base}/framework.json`,
      description:
        "The hub's own file format with every identifier: another Competency Hub imports it (npm run import) without losing anything.",
    },
    {
      label: 'CASE 1.1 package',
      file: `${framework}-${version}-case.json`,
      path: `${base}/case`,
      description:
        '1EdTech Competencies and Academic Standards Exchange 1.1, for tools that read CASE 1.1 (such as CaSS and CASE 1.1 importers); keeps the expertise levels and archived items, so another Competency Hub can import it. Also served live under /ims/case/v1p1.',
    },
    {
      label: 'CASE 1.0 package',
      file: `${framework}-${version}-case-1.0.json`,
      path: `${base}/case-1.0`,
      description:
        'The same framework in CASE 1.0, for tools that validate against the 1.0 schema, such as OpenSALT (archived items left out). Also served live under /ims/case/v1p0.',
    },
    {
      label: 'CTDL-ASN (JSON-LD)',
      file: `${framework}-${version}-ctdl-asn.jsonld`,
      path: `${base}/ctdl-asn`,
      description:
        "Credential Engine's competency framework description, with the expertise levels as a progression model.",
    },
    {
      label: 'Moodle competency framework (CSV)',
      file: `${framework}-${version}-moodle.csv`,
      path: `${base}/moodle.csv`,
      description:
        'For Moodle: Site administration › Competencies › Import competency framework (domains, competencies and attributes as three levels).',
    },
  ];
}

/**
 * 'Other formats': download links of the interchange formats of one released version, each with a
 * one-line description (docs/features/interchange-files.md §1), and exactly what they hold: for an extension, its own domains and a
 * reference to the version it extends, whose competencies only the CSV above adds (ADR 0045).
 * @param framework machine name; @param version version number
 * @param extendsVersion the core version an extension builds on, else null
 */
export function OtherFormats({
  framework,
  version,
  extendsVersion = null,
}: {
  framework: string;
  version: string;
  extendsVersion?: FrameworkRef | null;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="other-formats-heading">
      <Title order={3} id="other-formats-heading">
        Other formats
      </Title>
      <Text size="sm" data-testid="other-formats-scope">
        {extendsVersion
          ? `Every format below holds this extension's own domains, competencies and attributes, and names the version it extends, ${extendsVersion.title} ${extendsVersion.version}, whose competencies are in that version's export. The CSV above holds both, with each reference profile's expected levels.`
          : 'Every format below holds the whole version: all domains, competencies and attributes.'}
      </Text>
      <List spacing="xs" data-testid="other-formats">
        {interchangeFormats(framework, version).map((format) => (
          <List.Item key={format.label}>
            <Anchor href={format.path} download={format.file} fw={600}>
              {format.label}
            </Anchor>
            <Text size="sm">{format.description}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
