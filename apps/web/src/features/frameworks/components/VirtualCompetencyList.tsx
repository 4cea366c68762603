import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { VirtualCompetencyList as Content } from './VirtualCompetencyListContent';

const part = onDemandPart<ComponentProps<typeof Content>>('virtual-competency-list', () =>
  import('./VirtualCompetencyListContent').then((module) => module.VirtualCompetencyList),
);
await part.ready;

/**
 * The competency list of a large framework, rendered near the viewport (VirtualCompetencyListContent.tsx,
 * ADR 0019), loaded on demand (ADR 0055): a framework small enough to render whole does not load the
 * virtualiser (9 KB). Takes the same props as the content.
 */
export const VirtualCompetencyList = part.Part;
