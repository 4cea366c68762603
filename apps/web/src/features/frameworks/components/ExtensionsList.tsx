import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * 'Extensions': frameworks that extend this one, each linking to its first version's competencies.
 * Source: docs/features/browsing.md §3.
 * @param extensions machine name, title and first live version of each extension
 */
export function ExtensionsList({
  extensions,
}: {
  extensions: ReadonlyArray<{ machineName: string; title: string; firstVersion: string }>;
}) {
  return (
    <section aria-labelledby="extensions-heading">
      <Title order={2} id="extensions-heading" mb="sm">
        Extensions
      </Title>
      {extensions.length === 0 ? (
        <Text>No framework extends this one.</Text>
      ) : (
        <List spacing={4}>
          {extensions.map((extension) => (
            <List.Item key={extension.machineName}>
              <Anchor
                component={Link}
                to={paths.frameworkCompetencies(extension.machineName, extension.firstVersion)}
              >
                {extension.title} (version {extension.firstVersion})
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
