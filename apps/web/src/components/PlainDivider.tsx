/**
 * A horizontal `<Divider />` drawn as Mantine draws it (ADR 0055: the framework page and its tabs do not load
 * Mantine's Divider, 0.4 KB on the wire, for one line): Mantine's class names and attributes, which its
 * stylesheet styles. The package does not export `Divider.module.css` without the component:
 * `test/plain-divider.test.tsx` renders both and fails when a Mantine upgrade changes Mantine's markup.
 */
export function PlainDivider() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's Divider is this div, which its stylesheet styles
    <div
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      role="separator"
      aria-orientation="horizontal"
    />
  );
}
