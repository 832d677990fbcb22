import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The opening settings control's texts, in their own namespace (registered when this module loads). */
export const OPENING_SETTINGS_NS = 'openingSettings';
i18n.addResourceBundle('en', OPENING_SETTINGS_NS, en, true, true);
i18n.addResourceBundle('fr', OPENING_SETTINGS_NS, fr, true, true);
