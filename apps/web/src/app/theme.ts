import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Boréal blue. Shade 6 is the filled colour (white text on it: 6.7:1) and the link colour,
 * shade 7 is the hover; every text use passes WCAG AA (4.5:1) on white and on shade 0.
 */
const boreal: MantineColorsTuple = [
  '#e7f0f7',
  '#cfe0ee',
  '#9fc1dd',
  '#6ca0cb',
  '#4284bc',
  '#2a72ae',
  '#1f5f93',
  '#184d78',
  '#123c5e',
  '#0b2a43',
];

/**
 * Red for destructive actions. Mantine's own shade 6 (#fa5252) under white text is 3.3:1; the
 * filled shade here is #c92a2a (5.5:1), its hover darker still, the light shades unchanged.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#a61e1e',
  '#8a1616',
  '#6e1010',
];

export const theme = createTheme({
  primaryColor: 'boreal',
  primaryShade: 6,
  colors: { boreal, red },
  defaultRadius: 'sm',
  focusRing: 'auto',
  // One type scale (issue 15 §5): a screen has one h1 (its title), its panels h2; sizes step
  // down gently so a laptop screen is not spent on titles. Spacing is Mantine's xs–xl scale.
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.1875rem', lineHeight: '1.3' },
      h3: { fontSize: '1.0625rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
});

/** Mantine's defaults for these fall below AA on white (dimmed 3.3:1, error 3.6:1, borders 1.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-default-border': '#868e96',
  },
  dark: {},
});
