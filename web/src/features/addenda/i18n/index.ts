import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** Addenda texts (decision 052), in their own namespace and chunk. */
export const ADDENDA_NS = 'addenda';
i18n.addResourceBundle('en', ADDENDA_NS, en, true, true);
i18n.addResourceBundle('fr', ADDENDA_NS, fr, true, true);
