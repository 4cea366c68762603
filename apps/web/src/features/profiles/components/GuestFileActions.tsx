import { type GuestProfile, parseGuestProfileFile } from '@hub/domain';
import { Alert, Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { guestProfileStore } from '../../../lib/guest-profile';
import { notifySuccess } from '../../../lib/notify';
import { profileFileName } from '../guest-logic';
import { GUEST_SAVE_FAILED_MESSAGE } from '../guest-messages';

/**
 * 'Save to file': downloads the guest profile as JSON (the shared schema's shape), for a copy or another
 * browser. docs/features/profiles.md §2 (beyond the original).
 */
export function SaveToFileButton({
  profile,
  label = 'Save to file',
}: {
  profile: GuestProfile;
  /** The button's text ('Download it as a file' where the profile is named beside it). */
  label?: string;
}) {
  const save = () => {
    const blob = new Blob([JSON.stringify(profile, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = profileFileName(profile.title);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="default" onClick={save}>
      {label}
    </Button>
  );
}

/**
 * 'Open from file': reads a JSON file saved with 'Save to file', validates it with the shared schema and
 * stores it as the guest profile (replacing the current one), then opens its view. A bad file shows what is
 * wrong and the current profile is kept. docs/features/profiles.md §2 (beyond the original).
 */
export function OpenFromFileButton() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const open = async (file: File | null) => {
    if (!file) return;
    const result = parseGuestProfileFile(await file.text());
    if (!result.ok) {
      setError(`${result.message} Your current profile was kept.`);
      return;
    }
    if (!guestProfileStore.write(result.profile)) {
      setError(GUEST_SAVE_FAILED_MESSAGE);
      return;
    }
    setError(null);
    notifySuccess('Profile opened from file');
    navigate(paths.guestProfileView(result.profile.frameworkName, result.profile.versionNumber));
  };
  return (
    <>
      <FileButton onChange={(file) => void open(file)} accept="application/json,.json">
        {(props) => (
          <Button variant="default" {...props}>
            Open from file
          </Button>
        )}
      </FileButton>
      {error && (
        <Alert color="red" variant="outline" role="alert" title="The file could not be opened" w="100%">
          {error}
        </Alert>
      )}
    </>
  );
}
