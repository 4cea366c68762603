import tiptapCss from '@mantine/tiptap/styles.css?url';
import { lazy, Suspense } from 'react';
import { loadStylesheet } from '../lib/stylesheet';
import { LoadingView } from './LoadingView';
import type { RichTextField } from './RichTextField';

/** The editor's code and its styles (not in the app's stylesheet: ADR 0027) load together. */
const Editor = lazy(() =>
  Promise.all([import('./RichTextField'), loadStylesheet(tiptapCss)]).then(([m]) => ({
    default: m.RichTextField,
  })),
);

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
