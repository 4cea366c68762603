import type { ComponentProps } from 'react';
import { onDemandPart } from '../../../lib/on-demand';
import type { ExportPanel as Content } from './ExportPanelContent';

const part = onDemandPart<ComponentProps<typeof Content>>('export-panel', () =>
  import('./ExportPanelContent').then((module) => module.ExportPanel),
);
await part.ready;

/**
 * The framework page's 'Export' tab (ExportPanelContent.tsx), loaded on demand (ADR 0055): its code is fetched when the tab is first opened, or before the
 * page hydrates when the server rendered it. Takes the same props as the content.
 */
export const ExportPanel = part.Part;
