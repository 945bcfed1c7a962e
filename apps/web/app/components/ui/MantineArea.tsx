import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../../theme';

/**
 * Mantine's theme and base styles, for the screens built with its components: sign-in and
 * sign-up forms, dialogs, the customer profile and the back office. The catalogue pages, where
 * most visitors land, load none of Mantine's script or styles (see docs/decisions/performance.md).
 */
/** Hints under fields in the site's muted grey: Mantine's own grey has 3.3:1 contrast on white. */
const readableDimmedText: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5b6b72' },
  dark: {},
});

export function MantineArea({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={readableDimmedText}
    >
      {children}
    </MantineProvider>
  );
}
