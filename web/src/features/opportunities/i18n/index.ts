import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The public opportunities pages' texts, in their own namespace and chunk (not on /login's first load). */
export const OPPORTUNITIES_NS = 'opportunities';
i18n.addResourceBundle('en', OPPORTUNITIES_NS, en, true, true);
i18n.addResourceBundle('fr', OPPORTUNITIES_NS, fr, true, true);
