import { useTranslation } from 'react-i18next';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { zonedInstant } from '../../../lib/zoned-instant';
import { OPPORTUNITIES_NS } from '../i18n';

/** The viewer's own time zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formatIn = (iso: string, language: string, timeZone: string) =>
  zonedInstant(iso, timeZone, canadianLocale(language));

/**
 * An instant in the viewer's time zone and in the agency's (issue 9: a supplier in another province reads
 * the closing in their own time, and sees the agency's, which the notice states).
 */
export function ZonedTime({ iso, agencyTimeZone }: { iso: string; agencyTimeZone: string }) {
  const { t, i18n } = useTranslation(OPPORTUNITIES_NS);
  return (
    <span>
      <time dateTime={iso}>{t('time.yours', { time: formatIn(iso, i18n.language, viewerTimeZone()) })}</time>
      <br />
      <span>{t('time.agency', { time: formatIn(iso, i18n.language, agencyTimeZone) })}</span>
    </span>
  );
}
