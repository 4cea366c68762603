import type { ProfileDownloadData } from '@hub/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useStoredValue } from '../../../lib/use-stored-value';
import { profileDownloadStore } from '../download-store';
import { EMPTY_PROFILE_FORM, type ProfileFormValues } from '../logic';
import type { ImageValue } from './ImageField';
import { ProfileForm } from './ProfileForm';
import { readImageData } from './read-image';

/** Form values of a stored download record. */
function recordToForm(record: ProfileDownloadData): ProfileFormValues {
  return {
    ...EMPTY_PROFILE_FORM,
    title: record.title,
    jobTitle: record.jobTitle,
    age: record.age ?? '',
    gender: record.gender,
    seniorityLevel: record.seniorityLevel ?? '',
    qualificationBackground: record.qualification,
    currentRole: record.currentRole,
    additionalInformation: record.additionalInfo,
  };
}

/**
 * 'Create your profile' for users with no role and anonymous visitors on `/profile/create` (docs/features/profiles.md §1, §8): the profile form without a publishing status, whose 'Download' button stores the
 * ProfileDownloadData record in this browser only (image as a data URL) and opens the printable
 * `/profile/map/download` page. A record of the same framework version is loaded back into the form and
 * keeps its mapping.
 * @param framework machine name; @param version version number; @param frameworkTitle display name
 */
export function DownloadCreatePage({
  framework,
  version,
  frameworkTitle,
}: {
  framework: string;
  version: string;
  frameworkTitle: string;
}) {
  const navigate = useNavigate();
  const stored = useStoredValue(profileDownloadStore);
  const [initial] = useState(() =>
    stored && stored.frameworkName === framework && stored.versionNumber === version ? stored : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (values: ProfileFormValues, image: ImageValue, saved: () => void) => {
    setFailure(null);
    setBusy(true);
    try {
      const picture =
        image.kind === 'file'
          ? { name: image.file.name, data: await readImageData(image.file) }
          : image.kind === 'stored' && initial?.selectedFileData
            ? { name: initial.selectedFile, data: initial.selectedFileData }
            : null;
      const record: ProfileDownloadData = {
        title: values.title.trim(),
        frameworkName: framework,
        frameworkTitle,
        versionNumber: version,
        age: values.age === '' ? null : values.age,
        gender: values.gender,
        seniorityLevel: values.seniorityLevel === '' ? null : values.seniorityLevel,
        jobTitle: values.jobTitle.trim(),
        qualification: values.qualificationBackground,
        currentRole: values.currentRole,
        additionalInfo: values.additionalInformation,
        selectedFile: picture?.name ?? null,
        selectedFileData: picture?.data ?? null,
        mapping: initial?.mapping ?? [],
        mappingAttributes: initial?.mappingAttributes ?? [],
      };
      // When storage refuses it, the store keeps the record in memory for this visit.
      profileDownloadStore.write(record);
      saved();
      navigate(paths.profileMapDownload(framework, version));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The profile could not be prepared.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Create your profile</Title>
        <Text c="dimmed">
          {frameworkTitle} {version}. Your profile stays in this browser: 'Download' opens a printable page
          where you add competencies.
        </Text>
      </div>
      {failure && (
        <Alert color="red" role="alert" title="Unable to perform the request">
          {failure}
        </Alert>
      )}
      <ProfileForm
        initialValues={initial ? recordToForm(initial) : EMPTY_PROFILE_FORM}
        initialImage={
          initial?.selectedFileData
            ? { kind: 'stored', url: initial.selectedFileData.src, id: null }
            : { kind: 'none' }
        }
        withStatus={false}
        submitLabel="Download"
        pending={busy}
        onSubmit={(values, image, saved) => void save(values, image, saved)}
      />
    </Stack>
  );
}
