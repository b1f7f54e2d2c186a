import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the theme’s filled buttons read at AA (4.5:1, white text)', () => {
  // Every colour a filled button or badge uses: the primary (Boréal blue) and red (Delete).
  it.each(['boreal', 'red'])('%s, and its hover shade', (name) => {
    const palette = theme.colors?.[name];
    const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : 6;
    expect(palette, `${name} is in the theme`).toBeDefined();
    expect(contrast('#ffffff', palette?.[shade] ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', palette?.[shade + 1] ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
