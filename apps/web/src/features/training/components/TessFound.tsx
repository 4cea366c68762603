import { formatDateRange, type TessSearch } from '@hub/domain';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';

type Found = TessSearch['competencies'][number];

/** 'Beginner' for 'beginner'. */
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The 'Search TeSS' link with the same words the hub searched for. */
function SearchTessLink({ found, title }: { found: Found; title: string }) {
  if (!found.searchUrl) return null;
  return (
    <Anchor
      size="sm"
      underline="always"
      href={found.searchUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Search TeSS for ${title} (opens in a new tab)`}
    >
      Search TeSS for “{found.query}”
    </Anchor>
  );
}

/**
 * Training found by searching TeSS for one competency (issue #19 §2), under the mapped resources: a clear
 * label, each item with its type, provider, difficulty and dates, linked to its own page, ordered by fit to
 * the level the role expects; 'nothing found' or 'TeSS could not be searched' in one line; always the
 * 'Search TeSS' link with the same words. Nothing when TeSS was not searched (enough mapped training).
 * @param found the server's answer for this competency; undefined while loading
 * @param failed true when the hub could not be asked (the request failed)
 */
export function TessFound({ found, failed, title }: { found?: Found; failed: boolean; title: string }) {
  if (failed) {
    return (
      <Text size="sm" c="dimmed" role="status">
        TeSS could not be searched just now.
      </Text>
    );
  }
  if (!found) {
    return (
      <Text size="sm" c="dimmed">
        Searching TeSS…
      </Text>
    );
  }
  if (found.status === 'not-needed') return null;
  if (found.status === 'unavailable') {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed" role="status">
          TeSS could not be searched just now.
        </Text>
        <SearchTessLink found={found} title={title} />
      </Group>
    );
  }
  if (found.items.length === 0) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Nothing found by searching TeSS.
        </Text>
        <SearchTessLink found={found} title={title} />
      </Group>
    );
  }
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>
        Found by searching TeSS; not mapped by the framework's curators
      </Text>
      {found.expectedDifficulty && (
        <Text size="xs" c="dimmed">
          Ordered by fit to the expected level ({capitalise(found.expectedDifficulty)}).
        </Text>
      )}
      <List size="sm" spacing={4} aria-label={`Found in TeSS for ${title}`}>
        {found.items.map((item) => (
          <List.Item key={`${item.category} ${item.url} ${item.title}`}>
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer">
              {item.title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              (
              {[
                item.type,
                item.provider,
                item.difficultyLevel ? capitalise(item.difficultyLevel) : null,
                item.startDate || item.endDate ? formatDateRange(item.startDate, item.endDate) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              )
            </Text>
          </List.Item>
        ))}
      </List>
      <SearchTessLink found={found} title={title} />
    </Stack>
  );
}
