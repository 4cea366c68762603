/**
 * Mantine theme: accessible contrast on white (WCAG AA) for the primary colour, links and dimmed text.
 */
import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** The app's Mantine theme: blue primary at a dark shade so white text on it passes AA. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // A reader who asks the system for less motion gets dialogs, menus and loaders without their transitions.
  respectReducedMotion: true,
  components: {
    // A dialog's header is a plain block: as a <header> inside role="dialog" it would be a second banner
    // landmark beside the site header (axe: landmark-no-duplicate-banner; docs/features/browsing.md §7).
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/** CSS variables: brand colours of header and banner, and darker dimmed/anchor text for contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--hub-brand': '#0b5394',
    '--hub-brand-dark': '#073763',
  },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    // Field errors (text and border) at a shade that passes AA on white (red-6 gives 3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
