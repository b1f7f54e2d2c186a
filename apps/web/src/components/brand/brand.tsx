import { Group, Text } from '@mantine/core';
import type { WhiteLabelProfile } from '@portal/contracts/user';
import classes from './brand.module.css';

interface BrandProps {
  /**
   * The logo's accessible name ("Logo of …"), worded by the caller: the login screen draws
   * before i18next has loaded (decision 0041).
   */
  label: string;
  /** A white-label user's profile: its own logo text in its accent colour replaces the mark. */
  /** The company's name (the white-label profile's for a white-label user). */
  name: string;
  whiteLabel?: Pick<WhiteLabelProfile, 'logoText'> | null;
  size?: 'md' | 'lg';
}

/**
 * The company's logo and name, as the header and the login screen show them (issue 15 §5). The
 * mark is a small inline SVG drawn in the primary colour, so a white-label theme recolours it
 * and the login download stays light; a white-label profile's logo text takes its place.
 */
export function Brand({ label, name, whiteLabel = null, size = 'md' }: BrandProps) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.brand} data-size={size}>
      {whiteLabel ? (
        <span className={classes.logoText} role="img" aria-label={label}>
          {whiteLabel.logoText}
        </span>
      ) : (
        <svg
          className={classes.mark}
          viewBox="0 0 32 32"
          role="img"
          aria-label={label}
          focusable="false"
        >
          <rect width="32" height="32" rx="7" className={classes.markTile} />
          {/* A north star over a horizon: Boréal, the north. */}
          <path
            d="M16 4.5 18.3 13.7 27.5 16 18.3 18.3 16 27.5 13.7 18.3 4.5 16 13.7 13.7Z"
            fill="#ffffff"
          />
          <circle cx="16" cy="16" r="2.2" className={classes.markTile} />
        </svg>
      )}
      <Text component="span" className={classes.name}>
        {name}
      </Text>
    </Group>
  );
}
