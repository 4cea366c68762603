import { formatDateRange, type TessSearch } from '@hub/domain';
import { Anchor, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';

type Found = TessSearch['competencies'][number];

/** The most items the hub shows per competency (apps/api/src/modules/tess/search-service.ts `SHOWN`). */
const TESS_ITEMS_SHOWN = 5;

/** 'Beginner' for 'beginner'. */
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The 'Search TeSS' link with the same words the hub searched for. Its accessible name begins with the
 * visible text (WCAG 2.5.3 Label in Name), then names the competency and the new tab.
 */
function SearchTessLink({ found, title }: { found: Found; title: string }) {
  if (!found.searchUrl) return null;
  return (
    <Anchor size="sm" underline="always" href={found.searchUrl} target="_blank" rel="noopener noreferrer">
      Search TeSS for “{found.query}”<VisuallyHidden> (for {title}; opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * 'Searching TeSS…' in the room of a full answer: the same lines as a found list of SHOWN items (heading,
 * the fit line, the items, the 'Search TeSS' link), drawn with the same components but invisible, so the
 * answer takes the place of the room instead of pushing the page down.
 */
function SearchingTess() {
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" c="dimmed">
        Searching TeSS…
      </Text>
      <div aria-hidden style={{ visibility: 'hidden' }}>
        <Stack gap={4}>
          <Text size="xs">&nbsp;</Text>
          <List size="sm" spacing={4}>
            {Array.from({ length: TESS_ITEMS_SHOWN }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered.
              <List.Item key={i}>
                <Anchor component="span">&nbsp;</Anchor>
              </List.Item>
            ))}
          </List>
          <Anchor component="span" size="sm">
            &nbsp;
          </Anchor>
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * Training found by searching TeSS for one competency (docs/features/profiles.md §6), under the mapped resources: a clear
 * label, each item with its type, provider, difficulty and dates, linked to its own page, ordered by fit to
 * the level the role expects; 'nothing found' or 'TeSS could not be searched' in one line; always the
 * 'Search TeSS' link with the same words. Nothing when TeSS was not searched (enough mapped training).
 * While TeSS answers, the block holds the room of a full answer (ADR 0045), so that the page does not
 * shift when the answer arrives.
 * @param found the server's answer for this competency; undefined while loading
 * @param failed true when the hub could not be asked (the request failed)
 * @param reserve hold a full answer's room while loading (false when TeSS will not be searched)
 */
export function TessFound({
  found,
  failed,
  title,
  reserve = true,
}: {
  found?: Found;
  failed: boolean;
  title: string;
  reserve?: boolean;
}) {
  if (failed) {
    return (
      <Text size="sm" c="dimmed" role="status">
        TeSS could not be searched just now.
      </Text>
    );
  }
  if (!found)
    return reserve ? (
      <SearchingTess />
    ) : (
      <Text size="sm" c="dimmed">
        Searching TeSS…
      </Text>
    );
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
