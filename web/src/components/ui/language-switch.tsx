import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, toAppLanguage } from '../../i18n';

/**
 * Switches between English and French. The label is the other language's name, written in that language
 * (and marked with its lang), as users look for their own language.
 */
export function LanguageSwitch({ onSwitched, className }: { onSwitched?: () => void; className?: string }) {
  const { t, i18n } = useTranslation();
  const other = toAppLanguage(i18n.language) === 'fr' ? 'en' : 'fr';
  return (
    <Button
      size="small"
      variation="link"
      className={className}
      lang={other}
      aria-label={t('language.switchLabel')}
      onClick={() => {
        void changeLanguage(other).then(() => onSwitched?.());
      }}
    >
      {t('language.other')}
    </Button>
  );
}
