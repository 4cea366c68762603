import { lazy, Suspense } from 'react';
import { LoadingView } from './LoadingView';
import type { RichTextField } from './RichTextField';

const Editor = lazy(() => import('./RichTextField').then((m) => ({ default: m.RichTextField })));

/**
 * The rich-text editor loaded on first use: tiptap and its styles stay out of the screen's first
 * download. Same props as {@link RichTextField}; shows 'Loading the editor...' meanwhile.
 */
export function LazyRichTextField(props: Parameters<typeof RichTextField>[0]) {
  return (
    <Suspense fallback={<LoadingView label="Loading the editor..." />}>
      <Editor {...props} />
    </Suspense>
  );
}
