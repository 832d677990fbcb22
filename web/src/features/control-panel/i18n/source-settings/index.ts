import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** Control panel → source settings' texts (decision 060), in their own namespace. */
export const SOURCE_SETTINGS_NS = 'sourceSettings';
i18n.addResourceBundle('en', SOURCE_SETTINGS_NS, en, true, true);
i18n.addResourceBundle('fr', SOURCE_SETTINGS_NS, fr, true, true);
