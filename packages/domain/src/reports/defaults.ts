// Report defaults and text limits (inforce-and-illustration spec 9, platform spec 9).

/** Report settings language code: E English, F French. */
export type ReportSettingsLanguage = 'E' | 'F';

export interface ReportSettings {
  /** Viewer zoom, percent. */
  readonly zoom: number;
  readonly language: ReportSettingsLanguage;
  /** How scalars are passed to the report: D (by data type). */
  readonly scalarMethod: string;
}

export const DEFAULT_REPORT_SETTINGS: ReportSettings = Object.freeze({
  zoom: 121,
  language: 'E',
  scalarMethod: 'D',
});

/** Free text longer than this is sent to the report in pieces of this length. */
export const REPORT_TEXT_CHUNK = 100;
/** Combo-box descriptions are cut to this length on reports. */
export const COMBO_DESCRIPTION_MAX = 125;

/** The report's language: the payload's reportLanguage wins, then the settings' code. */
export function reportLanguageOf(
  reportLanguage: 'English' | 'French' | undefined,
  settings: Partial<ReportSettings> | undefined,
): 'en' | 'fr' {
  if (reportLanguage) return reportLanguage === 'French' ? 'fr' : 'en';
  return settings?.language === 'F' ? 'fr' : 'en';
}

/**
 * Free text in pieces of at most `size` characters (code points, so an accented or astral
 * character is never split in half). Empty text gives no piece.
 */
export function chunkText(text: string, size = REPORT_TEXT_CHUNK): string[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a whole number ≥ 1');
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

/** A combo description cut to its report length (code points). */
export function cutComboDescription(text: string, max = COMBO_DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
