import { rowEtag } from '@hub/domain';
import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { useDiscardTypedText } from '../../../components/DiscardTypedText';
import { LazyRichTextField } from '../../../components/LazyRichTextField';
import { serverFieldErrors } from '../api/curation-mutation';
import { useUpdateCompetency } from '../api/manage';

/**
 * Mapping edit modal (docs/features/curation.md §8): edits 'This competency maps to:' of one competency with the
 * rich-text editor and saves it ('Competency updated'); closes on success. Render it only while open
 * so that the editor starts from the current mapping.
 * @param framework machine name; @param competency id, title and current mapping HTML
 * @param onClose closes the modal
 */
export function MappingModal({
  framework,
  competency,
  onClose,
}: {
  framework: string;
  competency: { id: number; title: string; mappedOtherCompetency: string; revision: number };
  onClose: () => void;
}) {
  const update = useUpdateCompetency(framework);
  const [html, setHtml] = useState(competency.mappedOtherCompetency);
  /** The competency's ETag when the mapping was opened: what the edit is based on (ADR 0021). */
  const [basedOn] = useState(() => rowEtag(competency.revision));
  const { requestClose, dialog } = useDiscardTypedText(html !== competency.mappedOtherCompetency, onClose);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={`Mapping of ${competency.title}`}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { id: competency.id, body: { mappedOtherCompetency: html }, ifMatch: basedOn },
              {
                onSuccess: onClose,
                onError: (failure) =>
                  setError(
                    serverFieldErrors(failure, (path) => (path.startsWith('mapped') ? 'html' : null)).html ??
                      null,
                  ),
              },
            );
          }}
        >
          <LazyRichTextField
            label="This competency maps to:"
            value={competency.mappedOtherCompetency}
            onChange={setHtml}
            error={error}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save mapping
            </Button>
          </Group>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
