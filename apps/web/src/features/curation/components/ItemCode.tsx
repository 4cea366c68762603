import { Text } from '@mantine/core';

/**
 * A domain's or competency's code on the manage tree ('N3', '1.10'; ADR 0059), before its title; nothing
 * for an item without a code. Plain text in a monospace span (not a scrollable `<code>` block, which axe
 * would ask to be focusable).
 * @param code the item's code, or null
 */
export function ItemCode({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <Text
      component="span"
      inherit
      ff="monospace"
      fw={600}
      mr={6}
      data-testid="item-code"
      style={{ whiteSpace: 'nowrap' }}
    >
      {code}
    </Text>
  );
}
