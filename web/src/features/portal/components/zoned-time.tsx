import { useTranslation } from 'react-i18next';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { zonedInstant } from '../../../lib/zoned-instant';
import { PORTAL_NS } from '../i18n';

const formatIn = (iso: string, language: string, timeZone: string) =>
  zonedInstant(iso, timeZone, canadianLocale(language));

/**
 * An instant in the viewer's time zone and in the agency's, as the public pages show a closing (decision
 * 046); the portal's own copy, so that its chunk loads none of the public pages' texts.
 */
export function ZonedTime({ iso, agencyTimeZone }: { iso: string; agencyTimeZone: string }) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <span>
      <time dateTime={iso}>{t('opportunities.yours', { time: formatIn(iso, i18n.language, viewer) })}</time>
      <br />
      <span>{t('opportunities.agencyTime', { time: formatIn(iso, i18n.language, agencyTimeZone) })}</span>
    </span>
  );
}
