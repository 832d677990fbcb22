import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The supplier portal's texts, in their own namespace and chunk, registered before its screens render. */
export const PORTAL_NS = 'portal';
i18n.addResourceBundle('en', PORTAL_NS, en, true, true);
i18n.addResourceBundle('fr', PORTAL_NS, fr, true, true);
