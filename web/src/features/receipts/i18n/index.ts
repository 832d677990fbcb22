import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The receipt verification page's texts (decision 059), in their own namespace and chunk. */
export const RECEIPTS_NS = 'receipts';
i18n.addResourceBundle('en', RECEIPTS_NS, en, true, true);
i18n.addResourceBundle('fr', RECEIPTS_NS, fr, true, true);
