import { createTheme } from '@aws-amplify/ui-react';

/**
 * The Tenderbox theme: a sober public-sector palette (deep teal brand, neutral greys). The brand shades
 * keep at least 4.5:1 contrast with white for text and button labels (WCAG AA, checked by axe in e2e).
 */
const PRIMARY = {
  10: { value: '#e6f1f5' },
  20: { value: '#c2dde8' },
  40: { value: '#5a9ab5' },
  60: { value: '#1f6f8f' },
  80: { value: '#0b4f6c' },
  90: { value: '#083c52' },
  100: { value: '#052a3a' },
};

export const tenderboxTheme = createTheme({
  name: 'tenderbox',
  tokens: {
    colors: {
      // Components (buttons, links, focus rings) read `primary`; the brand palette points at it.
      primary: PRIMARY,
      brand: { primary: PRIMARY },
    },
    fonts: {
      default: {
        variable: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        static: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    radii: { small: { value: '0.25rem' }, medium: { value: '0.375rem' } },
  },
});
