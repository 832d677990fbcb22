import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The award's texts (decision 064), in their own namespace and chunk. */
export const AWARD_NS = 'award';
i18n.addResourceBundle('en', AWARD_NS, en, true, true);
i18n.addResourceBundle('fr', AWARD_NS, fr, true, true);
