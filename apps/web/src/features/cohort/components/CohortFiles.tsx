import { CsvEncodingError, decodeCsvBytes } from '@hub/domain';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import classes from '../cohort.module.css';
import type { ChosenFile } from '../cohort-data';

/**
 * Reads the chosen files' text in the browser (nothing is sent anywhere): a CSV as the CSV import decodes
 * it (UTF-8, UTF-16 or Windows-1252, as spreadsheets save it), other files as UTF-8.
 */
async function readFiles(files: readonly File[]): Promise<ChosenFile[]> {
  return Promise.all(
    files.map(async (file): Promise<ChosenFile> => {
      if (!/\.csv$/i.test(file.name)) return { name: file.name, text: await file.text() };
      try {
        return { name: file.name, text: decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).text };
      } catch (error) {
        if (!(error instanceof CsvEncodingError)) throw error;
        return { name: file.name, text: '', problem: error.message };
      }
    }),
  );
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
