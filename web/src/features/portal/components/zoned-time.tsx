import { useTranslation } from 'react-i18next';
import { PORTAL_NS } from '../i18n';

function formatIn(iso: string, language: string, timeZone: string) {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    // dateStyle and timeStyle do not combine with timeZoneName: the fields are named one by one.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

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
