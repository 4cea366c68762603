import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { CareerProfilesTab as Content } from './CareerProfilesTabContent';

const part = onDemandPart<ComponentProps<typeof Content>>('career-profiles-tab', () =>
  import('./CareerProfilesTabContent').then((module) => module.CareerProfilesTab),
);
await part.ready;

/**
 * The framework page's 'Career profiles' tab (CareerProfilesTabContent.tsx), loaded on demand (ADR 0055): its code is fetched when the tab is first opened, or before the
 * page hydrates when the server rendered it. Takes the same props as the content.
 */
export const CareerProfilesTab = part.Part;
