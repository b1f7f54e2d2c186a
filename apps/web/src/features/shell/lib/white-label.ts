import type { WhiteLabelProfile } from '@portal/contracts/user';

/**
 * The page theme of a white-label user (spec 1 and 4): Mantine's colour variables for the
 * primary colour, built from the profile's two colours, set on the root element while the
 * user is signed in. Shade 6 is the profile's primary colour itself; lighter shades mix it
 * with white, darker ones with black.
 */
const MIX = [0.9, 0.8, 0.6, 0.4, 0.25, 0.12, 0, -0.2, -0.4, -0.6];

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** amount > 0 mixes toward white, < 0 toward black. */
export function mix(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const [r, g, b] = channels(hex);
  return toHex([r + (target - r) * weight, g + (target - g) * weight, b + (target - b) * weight]);
}

/** WCAG relative luminance and contrast ratio. */
export function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = channels(hex).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the colour. */
export function textOn(hex: string): string {
  return contrast(hex, '#000000') >= contrast(hex, '#ffffff') ? '#000000' : '#ffffff';
}

export function whiteLabelVariables(profile: WhiteLabelProfile): Record<string, string> {
  const shades = MIX.map((amount) => mix(profile.primaryColor, amount));
  const variables: Record<string, string> = {};
  for (const prefix of ['--mantine-color-boreal', '--mantine-primary-color']) {
    shades.forEach((shade, index) => {
      variables[`${prefix}-${index}`] = shade;
    });
    variables[`${prefix}-filled`] = shades[6] as string;
    variables[`${prefix}-filled-hover`] = shades[7] as string;
    variables[`${prefix}-light`] = shades[0] as string;
    variables[`${prefix}-light-hover`] = shades[1] as string;
    variables[`${prefix}-light-color`] = shades[7] as string;
    variables[`${prefix}-outline`] = shades[6] as string;
    variables[`${prefix}-outline-hover`] = shades[0] as string;
    variables[`${prefix}-text`] = shades[7] as string;
  }
  variables['--mantine-primary-color-contrast'] = textOn(profile.primaryColor);
  variables['--mantine-color-anchor'] = shades[7] as string;
  variables['--portal-accent'] = profile.accentColor;
  variables['--portal-accent-text'] = textOn(profile.accentColor);
  return variables;
}
