// @vitest-environment jsdom
import { Button, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/components/ConfirmDialog';
import { renderWithProviders } from './dom-helpers';

/** A screen with a 'Discard draft' button that opens the dialog, and a field typed in before asking. */
function Harness({ action, onClosed }: { action: () => unknown; onClosed?: () => void }) {
  const [opened, setOpened] = useState(false);
  const [notes, setNotes] = useState('');
  return (
    <>
      <TextInput label="Release notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
      <Button onClick={() => setOpened(true)}>Discard draft</Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => {
          onClosed?.();
          setOpened(false);
        }}
        title="Discard this draft?"
        confirmLabel="Yes, discard the draft"
        destructive
        onConfirm={action}
      >
        <p>This action cannot be undone!</p>
      </ConfirmDialog>
    </>
  );
}

/** A promise settled from outside, to hold an action pending. */
function deferred() {
  let resolve: (value?: unknown) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  return screen.findByRole('dialog', { name: 'Discard this draft?' });
}

const confirmButton = () => screen.getByRole('button', { name: 'Yes, discard the draft' });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });
const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('the shared confirmation dialog', () => {
  afterEach(cleanup);

  it('focuses the safe button and runs the action once however often confirm is clicked, then closes', async () => {
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    renderWithProviders(<Harness action={action} />);
    const dialog = await open();
    expect(dialog.textContent).toContain('This action cannot be undone!');
    await waitFor(() => expect(document.activeElement).toBe(cancelButton()));
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and ignores Escape while the action runs', async () => {
    const pending = deferred();
    const closed = vi.fn();
    renderWithProviders(<Harness action={() => pending.promise} onClosed={closed} />);
    const dialog = await open();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(isDisabled(cancelButton())).toBe(true));
    expect(isDisabled(confirmButton())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Close' }))).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(cancelButton());
    expect(closed).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the failure inside it and what was typed, and lets the user try again', async () => {
    const action = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('The draft changed since you opened it'))
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<Harness action={action} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Release notes' }), {
      target: { value: 'Typed before asking' },
    });
    const dialog = await open();
    fireEvent.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The draft changed since you opened it');
    expect(dialog.contains(alert)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Discard this draft?' })).toBeTruthy();
    expect(isDisabled(confirmButton())).toBe(false);
    expect(isDisabled(cancelButton())).toBe(false);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Release notes' })).toHaveProperty(
      'value',
      'Typed before asking',
    );
  });

  it('closes on Cancel and on Escape without running the action, and forgets an earlier failure', async () => {
    const action = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('Not now'));
    renderWithProviders(<Harness action={action} />);
    await open();
    fireEvent.click(confirmButton());
    await screen.findByRole('alert');
    fireEvent.click(cancelButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dialog = await open();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(1);
  });
});
