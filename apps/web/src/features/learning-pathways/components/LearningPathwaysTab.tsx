import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { LearningPathwaysTab as Content } from './LearningPathwaysTabContent';

const part = onDemandPart<ComponentProps<typeof Content>>('learning-pathways-tab', () =>
  import('./LearningPathwaysTabContent').then((module) => module.LearningPathwaysTab),
);
await part.ready;

/**
 * The framework page's 'Learning pathways' tab (LearningPathwaysTabContent.tsx), loaded on demand (ADR 0055): its code is fetched when the tab is first opened, or before the
 * page hydrates when the server rendered it. Takes the same props as the content.
 */
export const LearningPathwaysTab = part.Part;
