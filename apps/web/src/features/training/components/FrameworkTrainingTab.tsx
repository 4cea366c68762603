import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { FrameworkTrainingTab as Content } from './FrameworkTrainingTabContent';

const part = onDemandPart<ComponentProps<typeof Content>>('framework-training-tab', () =>
  import('./FrameworkTrainingTabContent').then((module) => module.FrameworkTrainingTab),
);
await part.ready;

/**
 * The framework page's 'Training resources' tab (FrameworkTrainingTabContent.tsx), loaded on demand (ADR 0055): its code is fetched when the tab is first opened, or before the
 * page hydrates when the server rendered it. Takes the same props as the content.
 */
export const FrameworkTrainingTab = part.Part;
