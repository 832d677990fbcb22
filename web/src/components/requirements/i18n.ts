import { i18n } from '../../i18n';
import en from './en.json';
import fr from './fr.json';

/**
 * The texts of the requirements' lock and of the withdrawal warning, in their own namespace: loaded with the
 * screens that use them (prices, Build → details, Build → documents), never with /login.
 */
export const REQUIREMENTS_LOCK_NS = 'requirementsLock';
i18n.addResourceBundle('en', REQUIREMENTS_LOCK_NS, en, true, true);
i18n.addResourceBundle('fr', REQUIREMENTS_LOCK_NS, fr, true, true);
