import { lazy, Suspense } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import type { MappingEditor } from './MappingEditor';

const Editor = lazy(() => import('./MappingEditor').then((m) => ({ default: m.MappingEditor })));

/**
 * The mapping rich-text editor loaded on first use: tiptap and its styles stay out of the manage
 * screen's first download. Same props as {@link MappingEditor}; shows 'Loading the editor...' meanwhile.
 */
export function LazyMappingEditor(props: Parameters<typeof MappingEditor>[0]) {
  return (
    <Suspense fallback={<LoadingView label="Loading the editor..." />}>
      <Editor {...props} />
    </Suspense>
  );
}
