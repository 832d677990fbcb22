/**
 * An instant in a time zone, with the zone named: the agency's on the buyers' screens, the viewer's and the
 * agency's beside each other on the public and supplier pages.
 */
export function zonedInstant(iso: string | undefined, timeZone: string, locale: string): string {
  if (!iso) return '';
  // dateStyle and timeStyle cannot be combined with timeZoneName: the fields are named one by one.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
