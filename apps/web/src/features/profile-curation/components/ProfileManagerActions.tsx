import type { ComponentProps, ComponentType } from 'react';
import { useLoadedWhen } from '../../../lib/on-demand';
import { useFrameworkCan } from '../../../lib/session';
import type { ProfileManagerActions as Content } from './ProfileManagerActionsContent';

type Props = ComponentProps<typeof Content>;

/** The actions' module (buttons, the clone's result dialog), loaded for a manager only (ADR 0055). */
const loadActions = (): Promise<ComponentType<Props>> =>
  import('./ProfileManagerActionsContent').then((module) => module.ProfileManagerActions);

/**
 * Reference profile actions for managers of the framework (ProfileManagerActionsContent.tsx): nothing for
 * other users, whose framework page does not load their code (the server renders the page for nobody).
 * @param framework machine name; @param version version number
 */
export function ProfileManagerActions(props: Props) {
  const can = useFrameworkCan(props.framework);
  const Actions = useLoadedWhen(can.editProfiles, loadActions);
  return can.editProfiles && Actions ? <Actions {...props} /> : null;
}
