import { i18n } from '../../i18n';
import en from './en.json';
import fr from './fr.json';

/**
 * The texts of a question's asker fields, in their own namespace: loaded with the two forms that use them
 * (a visitor's question on the public detail, the buyer's "Record a question"), never with /login.
 */
export const ASKER_NS = 'asker';
i18n.addResourceBundle('en', ASKER_NS, en, true, true);
i18n.addResourceBundle('fr', ASKER_NS, fr, true, true);
