import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The journal, comments and tasks screens' texts, in their own namespace and chunk (registered when this module loads). */
export const COLLABORATION_NS = 'projectCollaboration';
i18n.addResourceBundle('en', COLLABORATION_NS, en, true, true);
i18n.addResourceBundle('fr', COLLABORATION_NS, fr, true, true);
