import { canadianLocale } from '../../../shared/domain/locale';

/** Bytes as people read them, in the user's language: 1.5 MB, 200 Mo. */
export function formatBytes(bytes: number, language: string): string {
  const french = language.startsWith('fr');
  const units = french ? ['o', 'ko', 'Mo', 'Go'] : ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(canadianLocale(language), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
