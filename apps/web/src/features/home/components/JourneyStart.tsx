import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useJourneyFrameworks } from '../../../lib/journey';

/**
 * The home page's main action (docs/features/browsing.md §13): 'Rate yourself and compare with a role' leading to the
 * framework version with the most reference profiles, where the whole journey (rate, compare, find
 * training) works; 'Start with a framework' (the cards below) while that list loads or when no framework
 * has reference profiles.
 */
export function JourneyStart() {
  const journeys = useJourneyFrameworks();
  const best = journeys.data?.frameworks[0];
  if (!best) {
    return (
      <Anchor href="#frameworks-heading" fw={600} mt="xs" display="inline-block">
        Start with a framework
      </Anchor>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.framework(best.machineName, best.version)}
      mt="sm"
      h="auto"
      mih={36}
      py={6}
      maw="100%"
      // The label wraps on a phone instead of widening the page (ADR 0045).
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
    >
      Rate yourself and compare with a role: {best.title} {best.version}
    </Button>
  );
}
