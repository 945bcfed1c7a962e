import { turkeyDateTime } from './turkey';

/** The year the shop opened; the footer line runs from here to the current year. */
export const COPYRIGHT_START_YEAR = 2016;

/** Footer copyright years, from 2016 to the current year in Turkey: "2016 - 2025". */
export function copyrightYears(epochMs: number): string {
  return `${COPYRIGHT_START_YEAR} - ${turkeyDateTime(epochMs).year}`;
}
