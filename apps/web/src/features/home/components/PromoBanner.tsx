import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { BANNER_DISMISSED_KEY, readStorage, writeStorage } from '../../../lib/storage';

/**
 * Dismissible banner promoting RItrain, the training platform for research-infrastructure managers.
 * Dismissing stores 'true' under localStorage `bannerDismissed`; the banner then stays hidden.
 * Spec: visitor-features.md §2 Home (banner; state kept under bannerDismissed).
 */
export function PromoBanner() {
  const [dismissed, setDismissed] = useState(() => readStorage(BANNER_DISMISSED_KEY) === 'true');
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
          onClick={() => {
            writeStorage(BANNER_DISMISSED_KEY, 'true');
            setDismissed(true);
          }}
        />
      </Group>
    </Paper>
  );
}
