import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog, failureMessage } from '../../../components/ConfirmDialog';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { theirsKept } from '../../../lib/stale-write';
import { useDeleteCareerPathway } from '../api/career-pathway-writes';

/**
 * 'Delete career pathway' with a confirmation dialog (not in the original hub; the API offers DELETE).
 * On success: snackbar 'Career pathway deleted' and the framework's 'Career pathways' tab; a failure is
 * shown in the dialog (docs/features/original-hub.md: failures are shown, not only logged). Its profiles are kept. The
 * delete is based on `ifMatch`: a pathway changed since asks first (ADR 0021).
 * @param framework machine name; @param version version number; @param id and @param title of the pathway
 */
export function DeletePathwayButton({
  framework,
  version,
  id,
  title,
  ifMatch,
}: {
  framework: string;
  version: string;
  id: number;
  title: string;
  /** ETag of the revision the manager saw (ADR 0021). */
  ifMatch?: string | undefined;
}) {
  const navigate = useNavigate();
  const remove = useDeleteCareerPathway(framework, version);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" color="red" onClick={() => setOpen(true)}>
        Delete career pathway
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={`Delete career pathway ${title}?`}
        confirmLabel="Delete"
        destructive
        failure={(error) => `Failed to delete career pathway: ${failureMessage(error)}`}
        onConfirm={async () => {
          const result = await remove.mutateAsync({ id, ifMatch, title });
          if (theirsKept(result)) return;
          notifySuccess('Career pathway deleted');
          navigate(paths.frameworkCareerPathways(framework, version));
        }}
      >
        <Text mb="md">The pathway is removed; its reference profiles are kept.</Text>
      </ConfirmDialog>
    </>
  );
}
