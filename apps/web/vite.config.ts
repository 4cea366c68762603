import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The 'visitor-ui' chunk's modules: page metadata, text formats and the Mantine parts most screens use. */
const VISITOR_UI = new RegExp(
  [
    String.raw`src[\\/]lib[\\/](document-meta|format)\.ts$`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](List|Paper|Badge|Card|SimpleGrid|InputBase|NativeSelect|Input)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/]create-safe-context`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/]use-disclosure`,
    // The small modules home shares with other visitor screens (ADR 0055: each file costs ~0.5 KB of headers).
    String.raw`src[\\/]features[\\/]frameworks[\\/]logic\.ts$`,
    String.raw`src[\\/]features[\\/]profiles[\\/](reference-logic|api[\\/]reference-api)\.ts$`,
    String.raw`src[\\/]lib[\\/](journey|use-stored-value|guest-profile-on-demand)\.ts$`,
    String.raw`packages[\\/]domain[\\/]src[\\/](constants[\\/]index|schemas[\\/](profiles|guest-profile)-constants)\.ts$`,
  ].join('|'),
);

/**
 * The 'profile-cards' chunk's modules (ADR 0055): Mantine's Avatar and Grid, which home's profile cards and
 * a profile's persona card use, and the other visitor screens do not (they were in 'visitor-ui').
 */
const PROFILE_CARDS = /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Grid|Avatar)[\\/]/;

/**
 * The 'visitor-shared' chunk's modules (ADR 0055): the small pieces the visitor screens other than home
 * share, one file instead of about fifteen of half a kilobyte each.
 */
const VISITOR_SHARED = new RegExp(
  [
    String.raw`src[\\/]components[\\/](JsonLd|NotFoundView|QueryState|CitationLine|PlainElements|RichTextView)\.tsx$`,
    String.raw`packages[\\/]domain[\\/]src[\\/]logic[\\/](date-range|identity|filter|domain-groups|public-ids)\.ts$`,
    String.raw`node_modules[\\/]uuid[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](VisuallyHidden|Typography|TextInput)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/](use-merged-ref|use-window-event)[\\/]`,
  ].join('|'),
);

/**
 * The 'framework-shared' chunk's modules (ADR 0055): the framework page's tabs (Mantine's Tabs), the
 * pathways' reads (not their writes, which only managers' forms load), the release notes, and the plain
 * table the training and export tabs draw (ADR 0055 addendum), which the framework page and its tabs and
 * the competency page load, and the other visitor screens do not. The public ids (uuid v5) that the structured data imports
 * are in 'visitor-shared' (an earlier group): the training resource page needs them without the rest.
 */
const FRAMEWORK_SHARED = new RegExp(
  [
    String.raw`src[\\/]components[\\/](VersionBadges|ReleaseNotes|PlainTable|WideTable)\.tsx$`,
    String.raw`src[\\/]lib[\\/](structured-data|fresh-for-edit)\.ts$`,
    String.raw`src[\\/]features[\\/](career-pathways[\\/]api[\\/]career-pathways|learning-pathways[\\/]api[\\/]learning-pathways)\.ts$`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/]Tabs[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/](DirectionProvider|utils[\\/](create-scoped-keydown-handler|find-element-ancestor|get-safe-id|noop))[\\/]`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/](use-uncontrolled|use-force-update)[\\/]`,
  ].join('|'),
);

/**
 * The 'training-list' chunk's modules (ADR 0055): a list of training resources (its filters, page links and
 * read), which the competency page and the framework page's training tab show, and the training resource
 * page's read.
 */
const TRAINING_LIST = new RegExp(
  [
    String.raw`src[\\/]components[\\/]PageLinks\.tsx$`,
    String.raw`src[\\/]features[\\/]training[\\/](api[\\/]training\.ts|components[\\/]TrainingFilters\.tsx)$`,
    String.raw`src[\\/]lib[\\/]list-top\.ts$`,
    String.raw`packages[\\/]domain[\\/]src[\\/](logic[\\/]pagination|schemas[\\/]training[\\/]constants)\.ts$`,
  ].join('|'),
);

/**
 * The 'profile-view' chunk's modules (ADR 0055): a career profile's view (persona card, proficiency bars,
 * the compare control and the guest profile's helpers), shared by the reference and guest profile screens.
 */
const PROFILE_VIEW = new RegExp(
  [
    String.raw`src[\\/]components[\\/]profile[\\/]`,
    String.raw`src[\\/]features[\\/]profiles[\\/](guest-logic\.ts|guest\.module\.css|api[\\/]guest-api\.ts|components[\\/](ProfileCompetencies|RoleSelect|ReferenceCompareControl)\.tsx)`,
    String.raw`packages[\\/]domain[\\/]src[\\/]logic[\\/](comparison|proficiency)\.ts$`,
  ].join('|'),
);

/** The 'boot' chunk's modules (ADR 0073): the page's one script and Vite's module preloading. */
const BOOT =
  /(^|[\\/])index\.html$|src[\\/](boot|lib[\\/]first-paint)\.ts$|vite[\\/]preload-helper|rolldown[\\/]runtime/;

/**
 * A plugin that edits one Mantine component's ES module as the build reads it: each `[line, replacement]`
 * of `edits` in turn. The build fails when a line is no longer there (a Mantine upgrade): then look again.
 * @param name the plugin's name
 * @param file the module's path below `@mantine/core/esm/components/`, such as `Table/Table.mjs`
 */
function mantineSourceEdit(
  name: string,
  file: string,
  edits: readonly (readonly [string, string])[],
): Plugin {
  const suffix = `@mantine/core/esm/components/${file}`;
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(suffix)) return null;
      let result = code;
      for (const [line, replacement] of edits) {
        if (!result.includes(line)) throw new Error(`${id} no longer has \`${line}\`: see vite.config.ts`);
        result = result.replace(line, replacement);
      }
      return result;
    },
  };
}

/**
 * Mantine's ScrollArea (inside every Mantine `Table`, through `Table.ScrollContainer`, and every Modal)
 * imports one hook of `@floating-ui/react`, `useMergeRefs`, and with it the whole 14 KB (brotli) module of
 * floating-ui, which only popovers and tooltips use (ADR 0055). This swaps it for Mantine's own
 * `useMergedRef` (same behaviour: one callback ref setting each ref).
 */
const scrollAreaWithoutFloatingUi = () =>
  mantineSourceEdit('hub:scroll-area-without-floating-ui', 'ScrollArea/ScrollArea.mjs', [
    [
      'import { useMergeRefs } from "@floating-ui/react";',
      'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
    ],
  ]);

/**
 * Mantine's Table (managers' tables; visitor pages draw theirs with `PlainTable.tsx`) imports
 * `Table.ScrollContainer`, and with it ScrollArea (5 KB on the wire), which the app never uses: wide tables
 * scroll in `components/WideTable.tsx` (ADR 0055).
 * This leaves the import out and makes `Table.ScrollContainer` throw if a later change uses it.
 */
const tableWithoutScrollArea = () =>
  mantineSourceEdit('hub:table-without-scroll-area', 'Table/Table.mjs', [
    ['import { TableScrollContainer } from "./TableScrollContainer.mjs";', ''],
    [
      'Table.ScrollContainer = TableScrollContainer;',
      'Table.ScrollContainer = () => { throw new Error("Table.ScrollContainer is left out of the build (vite.config.ts): use WideTable"); };',
    ],
  ]);

/**
 * Mantine's Checkbox (managers' screens; the export tab's columns are native checkboxes) attaches
 * `Checkbox.Card` and `Checkbox.Indicator`, which the app never uses, and with them 0.8 KB on the wire
 * (ADR 0055 addendum). This leaves them out and makes each throw if a later change uses it.
 */
const checkboxWithoutCardAndIndicator = () =>
  mantineSourceEdit('hub:checkbox-without-card-and-indicator', 'Checkbox/Checkbox.mjs', [
    ['import { CheckboxCard } from "./CheckboxCard/CheckboxCard.mjs";', ''],
    ['import { CheckboxIndicator } from "./CheckboxIndicator/CheckboxIndicator.mjs";', ''],
    [
      'Checkbox.Indicator = CheckboxIndicator;',
      'Checkbox.Indicator = () => { throw new Error("Checkbox.Indicator is left out of the build (vite.config.ts)"); };',
    ],
    [
      'Checkbox.Card = CheckboxCard;',
      'Checkbox.Card = () => { throw new Error("Checkbox.Card is left out of the build (vite.config.ts)"); };',
    ],
  ]);

/**
 * Mantine's Button (in every page's frame: the layout and the error view) fades its loader in and out with
 * Transition, and attaches `Button.Group` and `Button.GroupSection`, which the app never uses: together
 * about 2 KB on the wire of every page (ADR 0055 addendum). This shows a loading button's loader without
 * the 150 ms fade (the managers' buttons), and makes the two parts throw if a later change uses them.
 */
const buttonWithoutTransitionAndGroups = () =>
  mantineSourceEdit('hub:button-without-transition-and-groups', 'Button/Button.mjs', [
    ['import { Transition } from "../Transition/Transition.mjs";', ''],
    ['import { ButtonGroup } from "./ButtonGroup/ButtonGroup.mjs";', ''],
    ['import { ButtonGroupSection } from "./ButtonGroupSection/ButtonGroupSection.mjs";', ''],
    [
      'jsx(Transition, {\n\t\t\tmounted: loading,\n\t\t\ttransition: loaderTransition,\n\t\t\tduration: 150,\n\t\t\tchildren: (transitionStyles) => /* @__PURE__ */ jsx(Box, {',
      '((loader) => (loading ? loader(undefined) : null))((transitionStyles) => /* @__PURE__ */ jsx(Box, {',
    ],
    ['\t\t\t})\n\t\t}), /* @__PURE__ */ jsxs("span", {', '\t\t\t}))\n\t\t, /* @__PURE__ */ jsxs("span", {'],
    [
      'Button.Group = ButtonGroup;',
      'Button.Group = () => { throw new Error("Button.Group is left out of the build (vite.config.ts)"); };',
    ],
    [
      'Button.GroupSection = ButtonGroupSection;',
      'Button.GroupSection = () => { throw new Error("Button.GroupSection is left out of the build (vite.config.ts)"); };',
    ],
  ]);

/**
 * Vite configuration of the web app. `@hub/domain` is a workspace package that exports TypeScript
 * source; Vite resolves it through node_modules and compiles it like local code. In development, `/api`
 * is proxied to the API server (API_ORIGIN, default http://localhost:3000) so calls stay same-origin.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every built file, served as they are by the API server (docs/features/public-api.md §11); not
  // for the server entry, which only Node reads.
  plugins: [
    scrollAreaWithoutFloatingUi(),
    tableWithoutScrollArea(),
    checkboxWithoutCardAndIndicator(),
    buttonWithoutTransitionAndGroups(),
    react(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })]),
  ],
  // The server entry (ADR 0020) imports npm packages from node_modules at run time, but
  // compiles the workspace's TypeScript package with the app.
  ssr: { noExternal: ['@hub/domain'] },
  server: {
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/ssr/entry-server.tsx`: dist/server/entry-server.js, next to the client's
        // files (the API does not serve dist/server).
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        // The app's files are preloaded by the page's script when it imports the app, after the first
        // paint (src/boot.ts, ADR 0073). The first page's screen is imported through
        // src/app/first-screen.ts (a file of its own, below) without preloading its files from script:
        // Vite's loader adds one `<link rel="modulepreload">` per file of a screen (about 50 for the
        // framework page), and on a phone those insertions were a long task while the page hydrated
        // (ADR 0027: TBT, ADR 0037). A navigation in the app (the router's imports) preloads them.
        modulePreload: {
          // Every browser the hub supports preloads modules itself (Chrome 66, Firefox 115, Safari 17).
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && /(^|\/)first-screen-[^/]*\.js$/.test(hostId) ? [] : deps,
        },
        // swagger-ui (about 1.5 MB) is loaded only by /documentation, through a dynamic import.
        chunkSizeWarningLimit: 1600,
        // One stylesheet for every screen: a server-rendered page has its styles before the screen's
        // code arrives (no shift while it hydrates).
        cssCodeSplit: false,
        rolldownOptions: {
          // The page's script (index.html: src/boot.ts) imports the app once the page has painted (ADR
          // 0073); the app is an entry of its own so that its static imports keep their files.
          input: { index: 'index.html', main: 'src/main.tsx' },
          output: {
            // Fewer, larger files on a first visit (ADR 0027): by default the bundler splits
            // what the entry imports into about 20 shared chunks and home's screen into 20 more, and each
            // request costs about 0.5 KB of headers; one file also compresses better than twenty.
            codeSplitting: {
              groups: [
                // The page's one script (src/boot.ts, ADR 0073) and Vite's module preloading, which it and
                // every later import use.
                { name: 'boot', test: BOOT },
                // The first page's screen loader (resolveDependencies above tells its imports apart).
                { name: 'first-screen', test: /src[\\/]app[\\/]first-screen\.ts$/ },
                // The entry's libraries in files of their own: the browser compiles each file in a task of
                // its own, and one 460 KB file was one long task of a phone's main thread (TBT, ADR 0027).
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                {
                  name: 'libraries',
                  test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
                },
                // Everything else the app (src/main.tsx, an entry of its own) imports statically (React,
                // Mantine's core, the layout).
                { name: 'start', tags: ['$initial'] },
                // The small pieces most visitor screens share (home's among them), in one file.
                { name: 'visitor-ui', test: VISITOR_UI },
                { name: 'profile-cards', test: PROFILE_CARDS },
                // The visitor screens' small shared pieces, the framework page's, a profile's (ADR 0055).
                { name: 'visitor-shared', test: VISITOR_SHARED },
                { name: 'framework-shared', test: FRAMEWORK_SHARED },
                { name: 'profile-view', test: PROFILE_VIEW },
                { name: 'training-list', test: TRAINING_LIST },
              ],
            },
          },
        },
      },
}));
