import { type ExpertiseLevel, PROFILE_GENDER_LABELS, SENIORITY_LEVEL_LABELS } from '@hub/domain';
import { Anchor, Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isBlankHtml } from '../../../lib/format';
import { useStoredValue } from '../../../lib/use-stored-value';
import { profileDownloadStore } from '../download-store';
import { downloadMapping, type MappableDomain, withDownloadMapping } from '../logic';
import { CompetencyMappingFields } from './CompetencyMappingFields';
import classes from './print.module.css';

const RichText = lazy(() => import('./RichTextContent').then((m) => ({ default: m.RichTextContent })));

/** One rich-text section of the printed profile; blank sections say so. */
function Section({ title, html }: { title: string; html: string }) {
  return (
    <section>
      <Title order={2} size="h4">
        {title}
      </Title>
      {isBlankHtml(html) ? (
        <Text size="sm">Not given.</Text>
      ) : (
        <Suspense fallback={<Text size="sm">Loading...</Text>}>
          <RichText html={html} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Printable 'Add competencies to your profile' page (`/profile/map/download`; docs/features/profiles.md §1):
 * the stored ProfileDownloadData record (name, job title, image, gender, age in years and the three
 * rich-text sections), competencies by domain with an expertise select and attribute checkboxes (kept in
 * the record as they change), and a 'Print' button (print styles hide the controls' chrome). Without a
 * record of this framework version it links to the form.
 * @param framework machine name; @param version version number
 * @param domains mappable domains of the version; @param levels its expertise levels
 */
export function DownloadMapPage({
  framework,
  version,
  domains,
  levels,
}: {
  framework: string;
  version: string;
  domains: readonly MappableDomain[];
  levels: readonly ExpertiseLevel[];
}) {
  const record = useStoredValue(profileDownloadStore);
  if (!record || record.frameworkName !== framework || record.versionNumber !== version) {
    return (
      <Stack gap="md">
        <Title order={1}>Add competencies to your profile</Title>
        <Text>No profile of this framework version is stored in this browser yet.</Text>
        <Anchor component={Link} to={paths.referenceProfileCreate(framework, version)}>
          Create your profile
        </Anchor>
      </Stack>
    );
  }
  const rating = (levelId: number) => levels.find((l) => l.id === levelId)?.ratingLevel ?? 0;
  const facts: [string, string][] = [
    ['Name', record.title],
    ['Job title', record.jobTitle],
    ['Gender', PROFILE_GENDER_LABELS[record.gender]],
    ['Age', record.age === null ? 'Not given' : `${record.age} years`],
    ['Seniority level', record.seniorityLevel ? SENIORITY_LEVEL_LABELS[record.seniorityLevel] : 'Not given'],
    ['Framework', `${record.frameworkTitle} ${record.versionNumber}`],
  ];

  return (
    <Stack gap="lg" className={classes.page}>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Add competencies to your profile</Title>
        <Group className={classes.noPrint}>
          <Button variant="default" component={Link} to={paths.referenceProfileCreate(framework, version)}>
            Edit profile
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </Group>
      </Group>
      <Text size="sm" className={classes.noPrint}>
        To keep the colours in the PDF, enable background graphics in the print dialogue.
      </Text>
      <Group align="flex-start" gap="xl">
        {record.selectedFileData && (
          <Image
            src={record.selectedFileData.src}
            alt={`Picture of ${record.title}`}
            w={160}
            h={160}
            fit="cover"
            radius="sm"
          />
        )}
        <Table variant="vertical" withTableBorder maw={520} layout="fixed">
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
      <Section title="Qualifications and background" html={record.qualification} />
      <Section title="Activities and current role" html={record.currentRole} />
      <Section title="Additional information" html={record.additionalInfo} />
      <CompetencyMappingFields
        domains={domains}
        levels={levels}
        value={downloadMapping(record)}
        onChange={(next) => profileDownloadStore.write(withDownloadMapping(record, next, rating))}
      />
    </Stack>
  );
}
