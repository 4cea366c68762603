import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { CompetencyBrowser as Content } from './CompetencyBrowserContent';

const part = onDemandPart<ComponentProps<typeof Content>>('competency-browser', () =>
  import('./CompetencyBrowserContent').then((module) => module.CompetencyBrowser),
);
await part.ready;

/**
 * The framework page's 'Competencies' tab (CompetencyBrowserContent.tsx), loaded on demand (ADR 0055): its code is fetched when the tab is first opened, or before the
 * page hydrates when the server rendered it. Takes the same props as the content.
 */
export const CompetencyBrowser = part.Part;
