import type { TrainingResource } from '@hub/domain';
import type { ComponentType } from 'react';
import { useLoadedWhen } from '../../../lib/on-demand';

type Props = { resource: TrainingResource };

/**
 * The actions' module (the mapping editor in a modal, the archive confirmation, Mantine's Modal and
 * Checkbox), loaded for a content manager only (ADR 0055, rule 2).
 */
const loadActions = (): Promise<ComponentType<Props>> =>
  import('./ResourceManagerActionsContent').then((module) => module.ResourceManagerActions);

/**
 * A content manager's actions on the resource page (ResourceManagerActionsContent.tsx); the caller renders
 * it only for a content manager, whose session is known in the browser only (the server renders the page
 * for nobody), so visitors never load its code. Nothing until the code has arrived.
 * Source: docs/features/training.md §3; docs/features/curation.md §10.
 * @param resource the resource shown
 */
export function ResourceManagerActions({ resource }: Props) {
  const Actions = useLoadedWhen(true, loadActions);
  return Actions ? <Actions resource={resource} /> : null;
}
