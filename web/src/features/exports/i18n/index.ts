import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The exports' texts (decision 058), in their own namespace and chunk. */
export const EXPORTS_NS = 'exports';
i18n.addResourceBundle('en', EXPORTS_NS, en, true, true);
i18n.addResourceBundle('fr', EXPORTS_NS, fr, true, true);
