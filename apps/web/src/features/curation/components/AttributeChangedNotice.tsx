import { Alert, Button, CopyButton, Stack, Text, Textarea } from '@mantine/core';
import type { AttributeLocation } from '../attribute-settings';

/**
 * Tells the manager, above the attribute settings form, that the attribute changed under the open form
 * (docs/features/curation.md §17): `moved`, it now belongs to the competency of `location`, named
 * by title with its domain, and Save applies the typed choices there (a stale save asks in the conflict
 * dialog, ADR 0021); `gone`, it was deleted (or its draft discarded) and the typed choices stay readable
 * and can be copied. Source: docs/features/curation.md §6.
 * @param state 'moved' or 'gone'
 * @param location where the attribute is now ('moved') or was last shown ('gone')
 * @param choices the typed choices as text (shown and copied when gone)
 * @param typed whether the form holds typed, unsaved choices
 */
export function AttributeChangedNotice({
  state,
  location,
  choices,
  typed,
}: {
  state: 'moved' | 'gone';
  location: AttributeLocation;
  choices: string;
  typed: boolean;
}) {
  if (state === 'moved') {
    return (
      <Alert color="blue" title="Moved to another competency" role="status" maw={640}>
        <Text size="sm">
          While this form was open, the attribute was moved to the competency{' '}
          <strong>{location.competency.title}</strong> (domain {location.domain.title}).{' '}
          {typed
            ? 'Your choices are kept below; Save applies them to the attribute where it is now, and asks first which change to keep where theirs differs.'
            : 'The settings below are those at its new place.'}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" title="This attribute no longer exists" role="alert" maw={640}>
      <Stack gap="sm">
        <Text size="sm">
          While this form was open, the attribute <strong>{location.attribute.title}</strong> was deleted from
          the version being managed (or its draft was discarded), so your choices cannot be saved. They are
          kept here to copy.
        </Text>
        <Textarea label="Your choices" value={choices} readOnly autosize minRows={3} />
        <CopyButton value={choices}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} w="fit-content">
              {copied ? 'Copied' : 'Copy my choices'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
