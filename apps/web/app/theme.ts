import { createTheme } from '@mantine/core';

/** Çarşı's look: calm teal of bed linen, warm accent for prices and calls to action. */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 7 (#187088): white button text on it has 5.7:1 contrast; shade 6 had 4.3.
  primaryShade: 7,
  // The same stack as the body in styles/app.css, so Mantine's screens match the rest.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  colors: {
    teal: [
      '#e8f4f6',
      '#d3e6ea',
      '#a5ccd5',
      '#74b1bf',
      '#4d9aad',
      '#358ca2',
      '#26849c',
      '#187088',
      '#1f4e5f',
      '#0b4a5e',
    ],
  },
});
