import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { bannerDismissedStore } from '../../../lib/storage';
import { useStoredValue } from '../../../lib/use-stored-value';

/**
 * Dismissible banner promoting RItrain, the training platform for research-infrastructure managers.
 * Dismissing stores `true` under localStorage `bannerDismissed`; the banner then stays hidden, in other tabs
 * too. Source: docs/features/browsing.md §2 (banner; state kept under bannerDismissed).
 */
export function PromoBanner() {
  const dismissed = useStoredValue(bannerDismissedStore) === true;
  if (dismissed) return null;
  return (
    <Paper withBorder p="md" bg="blue.0" component="aside" aria-label="Training for research infrastructures">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text>
          Working in a research infrastructure? RItrain offers training and a competency profile for managers
          of research infrastructures.{' '}
          <Anchor href="https://ritrain.eu/" rel="noopener noreferrer">
            Visit the RItrain website
          </Anchor>
        </Text>
        <CloseButton
          aria-label="Dismiss the RItrain banner"
          onClick={() => bannerDismissedStore.write(true)}
        />
      </Group>
    </Paper>
  );
}
