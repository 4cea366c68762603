import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import classes from '../cohort.module.css';
import type { ChosenFile } from '../cohort-data';

/** Reads the chosen files' text in the browser (nothing is sent anywhere). */
async function readFiles(files: readonly File[]): Promise<ChosenFile[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
}

/**
 * The drop area of the cohort page (docs/features/cohort.md): a survey export (CSV) or guest profile files
 * (JSON), dropped or chosen with 'Choose files'. Reads them in the browser and hands their text on.
 * @param onFiles receives the files' names and text
 * @param onChoosing called when files were chosen, before they are read
 */
export function CohortFiles({
  onFiles,
  onChoosing,
}: {
  onFiles: (files: ChosenFile[]) => void;
  onChoosing?: () => void;
}) {
  const [over, setOver] = useState(false);
  const take = async (files: readonly File[]) => {
    if (files.length === 0) return;
    onChoosing?.();
    onFiles(await readFiles(files));
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void take(Array.from(event.dataTransfer.files));
  };
  return (
    <Paper
      withBorder
      p="md"
      className={classes.dropArea}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="xs">
        <Text fw={600}>Drop a survey export or guest profile files here</Text>
        <Text size="sm">
          A self-assessment survey exported as CSV (one row per person, one column per competency, answers
          named like the expertise levels), or several profiles saved with 'Save to file' on the guest profile
          page (JSON).
        </Text>
        <Group>
          <FileButton
            onChange={(files) => void take(files)}
            accept=".csv,.json,text/csv,application/json"
            multiple
          >
            {(props) => (
              <Button variant="default" {...props}>
                Choose files
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
