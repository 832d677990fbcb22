import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The profile screen's texts, in their own namespace and chunk, registered before the screen renders. */
export const PROFILE_NS = 'profile';
i18n.addResourceBundle('en', PROFILE_NS, en, true, true);
i18n.addResourceBundle('fr', PROFILE_NS, fr, true, true);
