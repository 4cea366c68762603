import type { TrainingResource } from '@hub/domain';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResourceMappingEditor } from '../../../components/training/ResourceMappingEditor';
import { paths } from '../../../config/paths';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useArchiveTrainingResource } from '../api/training';

/**
 * A content manager's actions on the resource page: 'Edit', the archive toggle (confirmed first, since
 * archiving hides the resource from every visitor list) and 'Manage competency profile' per framework
 * with a live version, which opens the mapping in a modal (with a link to the same mapping as a page).
 * Spec: curation-and-administration.md §2.11, §4.
 * @param resource the resource shown
 */
export function ResourceManagerActions({ resource }: { resource: TrainingResource }) {
  const [confirming, setConfirming] = useState(false);
  const [mapping, setMapping] = useState<{ framework: string; title: string } | null>(null);
  const archive = useArchiveTrainingResource();
  const next = !resource.archived;

  const toggle = () =>
    archive.mutate(
      { id: resource.id, archived: next },
      {
        onSuccess: () => {
          setConfirming(false);
          notifySuccess(next ? 'Training resource archived' : 'Training resource restored');
        },
        onError: (error) => notifyFailure(error),
      },
    );

  return (
    <Stack gap="xs" component="section" aria-label="Manage this training resource">
      <Group gap="sm">
        <Button component={Link} to={paths.trainingResourceEdit(resource.slug)} variant="outline">
          Edit
        </Button>
        <Button variant="outline" color={next ? 'red.9' : 'blue.9'} onClick={() => setConfirming(true)}>
          {next ? 'Archive' : 'Restore'}
        </Button>
      </Group>
      {resource.mappableFrameworks.length > 0 && (
        <Group gap="sm">
          {resource.mappableFrameworks.map((f) => (
            <Button key={f.framework} variant="subtle" onClick={() => setMapping(f)}>
              Manage competency profile ({f.title})
            </Button>
          ))}
        </Group>
      )}
      <Modal
        opened={mapping !== null}
        onClose={() => setMapping(null)}
        title={mapping ? `Map "${resource.title}" to ${mapping.title}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {mapping && (
          <Stack gap="sm">
            <Anchor component={Link} to={paths.trainingResourceMap(resource.id, mapping.framework)} size="sm">
              Open the mapping as a page
            </Anchor>
            <ResourceMappingEditor
              resourceId={resource.id}
              framework={mapping.framework}
              onDone={() => setMapping(null)}
            />
          </Stack>
        )}
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={next ? 'Archive this training resource?' : 'Restore this training resource?'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>
            {next
              ? 'Archived resources are hidden from every visitor list and page. You can restore it later.'
              : 'The resource will be listed for visitors again.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color={next ? 'red.9' : 'blue.9'} loading={archive.isPending} onClick={toggle}>
              {next ? 'Archive' : 'Restore'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
