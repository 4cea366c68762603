/**
 * A content manager's actions on a training resource page, in a module of its own loaded for managers only
 * (`ResourceManagerActions.tsx`, ADR 0055): the mapping editor, Modal and the confirmation dialog are not
 * needed by visitors.
 */
import type { TrainingResource } from '@hub/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ResourceMappingEditor } from '../../../components/training/ResourceMappingEditor';
import { paths } from '../../../config/paths';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { isAfterTessImport } from '../../../lib/training-mapping';
import { useArchiveTrainingResource } from '../api/archive';

/**
 * A content manager's actions on the resource page: 'Edit', the archive toggle (confirmed first, since
 * archiving hides the resource from every visitor list) and 'Manage competency profile' per framework
 * with a live version, which opens the mapping in a modal (with a link to the same mapping as a page).
 * Right after a TeSS import was saved, it first invites the manager to map the new resource with the
 * hub's suggestions (ADR 0048). Source: docs/features/training.md §3; docs/features/curation.md §10.
 * @param resource the resource shown
 */
export function ResourceManagerActions({ resource }: { resource: TrainingResource }) {
  const [confirming, setConfirming] = useState(false);
  const [mapping, setMapping] = useState<{ framework: string; title: string } | null>(null);
  const archive = useArchiveTrainingResource();
  const next = !resource.archived;
  const afterImport = isAfterTessImport(useLocation().state) && resource.mappableFrameworks.length > 0;

  const toggle = async () => {
    await archive.mutateAsync({ id: resource.id, archived: next }).catch((error: unknown) => {
      notifyFailure(error);
      throw error;
    });
    notifySuccess(next ? 'Training resource archived' : 'Training resource restored');
  };

  return (
    <Stack gap="xs" component="section" aria-label="Manage this training resource">
      {afterImport && (
        <Alert color="blue" variant="light" title="Map the imported resource">
          <Text size="sm" mb="xs">
            The hub suggests the competencies this resource most likely teaches; accept or reject each one.
          </Text>
          <Group gap="sm">
            {resource.mappableFrameworks.map((f) => (
              <Button
                key={f.framework}
                size="xs"
                component={Link}
                to={paths.trainingResourceMap(resource.id, f.framework)}
              >
                Map to {f.title} with suggestions
              </Button>
            ))}
          </Group>
        </Alert>
      )}
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
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={next ? 'Archive this training resource?' : 'Restore this training resource?'}
        confirmLabel={next ? 'Archive' : 'Restore'}
        destructive={next}
        onConfirm={toggle}
      >
        <Text mb="md">
          {next
            ? 'Archived resources are hidden from every visitor list and page. You can restore it later.'
            : 'The resource will be listed for visitors again.'}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
