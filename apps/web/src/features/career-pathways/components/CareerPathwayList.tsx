import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { CareerPathwayList as Content } from './CareerPathwayListContent';

const part = onDemandPart<ComponentProps<typeof Content>>('career-pathway-list', () =>
  import('./CareerPathwayListContent').then((module) => module.CareerPathwayList),
);
await part.ready;

/**
 * The framework page's 'Career pathways' tab (CareerPathwayListContent.tsx), loaded on demand (ADR 0055): its code is fetched when the tab is first opened, or before the
 * page hydrates when the server rendered it. Takes the same props as the content.
 */
export const CareerPathwayList = part.Part;
