import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Terms the hub uses, with their definitions, in the order a visitor meets them. */
export const DEFINITIONS: ReadonlyArray<{ term: string; definition: string }> = [
  {
    term: 'Competency framework',
    definition:
      'A structured description of what people in a field need to be able to do, published by a community or project. Each framework in the hub is owned by the organisation that wrote it and is shared under the CC BY 4.0 licence.',
  },
  {
    term: 'Version',
    definition:
      'A released edition of a framework. Released versions never change; a framework manager prepares the next version as a draft (shown as in progress) until it is released.',
  },
  {
    term: 'Domain',
    definition:
      'A broad area of a framework that groups related competencies, such as scientific knowledge or professional conduct.',
  },
  {
    term: 'Competency',
    definition:
      'An observable ability that combines knowledge, skills and attitudes, for example the ability to manage and analyse research data.',
  },
  {
    term: 'Attribute',
    definition:
      'A single statement that makes a competency concrete: one piece of knowledge, one skill or one attitude that a person with the competency shows.',
  },
  {
    term: 'Attribute type',
    definition:
      'The kind of an attribute. Most frameworks use knowledge, skill and attitude; the framework page groups attributes by their type.',
  },
  {
    term: 'Expertise level',
    definition:
      'A step on the scale a framework uses to rate how far a person has developed a competency, from not applicable up to the most advanced level the framework defines. Each level has a number; not applicable is level 0.',
  },
  {
    term: 'Reference profile',
    definition:
      'A career profile published by a framework manager: a real or typical role, such as a core facility scientist, with the expertise level it needs in each competency. You can compare your own profile with it.',
  },
  {
    term: 'Career pathway',
    definition:
      'An ordered series of reference profiles that shows how a career can progress, for example from an entry-level to a managerial role.',
  },
  {
    term: 'Learning pathway',
    definition: 'A sequence of training activities that builds one or more competencies step by step.',
  },
  {
    term: 'Training resource',
    definition:
      'A course, webinar, hackathon or online material whose learning outcomes are mapped to the competencies and attributes it develops, so that you can find training for the competencies you want to improve.',
  },
];

/**
 * The About page body: what the Competency Hub is, definitions of its terms, and links to the course
 * creation guidelines, the API documentation and the privacy notice.
 * Source: docs/features/browsing.md §6.
 */
export function AboutPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>About</Title>
      <Text>
        The Competency Hub brings together competency frameworks for the life sciences. Today it shows the
        BioExcel framework for biomolecular research, the ISCB framework for bioinformatics (versions 3.0 and
        2.0) and its core facility extension; more frameworks appear once their content has been curated and
        released. For each framework it shows the competencies and, where the sources provide them, their
        attributes, version by version, with the sources the content comes from and what they lack.
      </Text>
      <Text>
        The hub serves three groups of people. Students and professionals can see what a role requires and
        keep a private profile of their own expertise in their browser. Educators and course creators can map
        their training to the competencies it develops. Framework owners can publish new versions and
        reference career profiles for their community.
      </Text>

      <section aria-labelledby="definitions-heading">
        <Title order={2} id="definitions-heading" mb="sm">
          Definitions
        </Title>
        <dl>
          {DEFINITIONS.map(({ term, definition }) => (
            <div key={term} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
              <dt style={{ fontWeight: 700 }}>{term}</dt>
              <dd style={{ marginLeft: 0 }}>{definition}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="more-heading">
        <Title order={2} id="more-heading" mb="sm">
          Find out more
        </Title>
        <List spacing="xs">
          <List.Item>
            <Anchor component={Link} to={paths.guidelines()}>
              Guidelines for course creation
            </Anchor>
            : how to map the learning outcomes of a course to competencies.
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={paths.documentation()}>
              API documentation
            </Anchor>
            : read frameworks and exports from your own software.
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={paths.privacyNotice()}>
              Privacy notice
            </Anchor>
            : what the hub stores about visitors and your rights.
          </List.Item>
        </List>
      </section>

      <section aria-labelledby="licence-heading">
        <Title order={2} id="licence-heading" mb="sm">
          Licence and credit
        </Title>
        <Text>
          Framework content is published under the Creative Commons Attribution 4.0 International licence (CC
          BY 4.0). You may copy, adapt and share it, including for commercial purposes, provided you credit
          the framework's owners, link to the licence and say whether you made changes. Each framework page
          names its owners and the sources of its content.
        </Text>
        <Text mt="xs">
          The guest profile PDF is set in DejaVu Sans (Bitstream Vera licence, DejaVu changes in the public
          domain), for Chinese and Japanese text Noto Sans SC and for Korean text Noto Sans KR (both Copyright
          2014-2021 Adobe, with Reserved Font Name 'Source'; SIL Open Font License 1.1).
        </Text>
      </section>
    </Stack>
  );
}
