import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The opening's texts (decision 057), in their own namespace and chunk. */
export const BID_OPENING_NS = 'bidOpening';
i18n.addResourceBundle('en', BID_OPENING_NS, en, true, true);
i18n.addResourceBundle('fr', BID_OPENING_NS, fr, true, true);
