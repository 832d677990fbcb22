import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The submission requirements' texts (edit view and subviews), in their own namespace and chunk. */
export const REQUIREMENTS_NS = 'requirements';
i18n.addResourceBundle('en', REQUIREMENTS_NS, en, true, true);
i18n.addResourceBundle('fr', REQUIREMENTS_NS, fr, true, true);
