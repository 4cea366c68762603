import { Divider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import { PlainDivider } from '../src/components/PlainDivider';

/** Server-rendered markup, as a visitor's browser receives it, inside the app's theme. */
function html(children: ReactNode): string {
  return renderToStaticMarkup(<MantineProvider theme={theme}>{children}</MantineProvider>);
}

describe('the plain divider', () => {
  it("is Mantine's horizontal Divider, the same markup (a Mantine upgrade that changes it fails here)", () => {
    expect(html(<PlainDivider />)).toBe(html(<Divider />));
    expect(html(<PlainDivider />)).toContain('role="separator"');
  });
});
