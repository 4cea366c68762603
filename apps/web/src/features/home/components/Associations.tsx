import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Owners of the frameworks in the hub and the host institute, as named by their framework files. */
export const ASSOCIATED_ORGANISATIONS = [
  'ISCB, the International Society for Computational Biology',
  'BioExcel, the Centre of Excellence for Computational Biomolecular Research',
  'PerMedCoE, the Centre of Excellence in Personalised Medicine',
  'RItrain, training for research infrastructure managers',
  'CORBEL, Coordinated Research Infrastructures Building Enduring Life-science Services',
  'ELIXIR, with NPOS and DTL (data stewardship)',
  'CINECA, the Common Infrastructure for National Cohorts in Europe, Canada, and Africa',
  'Health Education England and the NHS',
  'EMBL and its ARISE programme',
  'EMBL-EBI, the European Bioinformatics Institute',
] as const;

/**
 * 'In association with': a text list of the framework owners (no logos), and a contact line.
 * Source: docs/features/browsing.md §2 ("an 'In association with' logo list ... a contact line").
 */
export function Associations() {
  return (
    <section aria-labelledby="associations-heading">
      <Title order={2} id="associations-heading" mb="sm">
        In association with
      </Title>
      <List spacing={4}>
        {ASSOCIATED_ORGANISATIONS.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
      <Text mt="md">
        Questions about a framework's content are best sent to its owners, credited on each framework page.
        For how the hub handles your data, read the{' '}
        <Anchor component={Link} to={paths.privacyNotice()}>
          privacy notice
        </Anchor>
        .
      </Text>
    </section>
  );
}
