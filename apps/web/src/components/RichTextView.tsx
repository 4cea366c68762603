import { Text, Typography } from '@mantine/core';
import { isBlankHtml } from '../lib/format';

/**
 * Shows stored rich text (a competency's mapping, a reference profile's sections). The server sanitises it with an allow-list before
 * storage (docs/features/original-hub.md), so it is rendered as HTML; blank text shows `empty`.
 * @param html the server-sanitised HTML; @param empty text for blank content
 */
export function RichTextView({ html, empty = 'No mapping recorded.' }: { html: string; empty?: string }) {
  if (isBlankHtml(html)) return <Text size="sm">{empty}</Text>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before storage
  return <Typography fz="sm" dangerouslySetInnerHTML={{ __html: html }} />;
}
