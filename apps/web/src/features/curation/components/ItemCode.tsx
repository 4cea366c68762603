import { Code } from '@mantine/core';

/**
 * A domain's or competency's code on the manage tree ('N3', '1.10'; ADR 0059), before its title; nothing
 * for an item without a code. Plain text (codes hold no markup).
 * @param code the item's code, or null
 */
export function ItemCode({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <Code data-testid="item-code" fz="sm" mr={6} style={{ whiteSpace: 'nowrap' }}>
      {code}
    </Code>
  );
}
