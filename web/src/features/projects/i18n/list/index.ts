import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The project list's and the new-project wizard's texts, in their own namespace and chunk. */
export const PROJECTS_LIST_NS = 'projectsList';
i18n.addResourceBundle('en', PROJECTS_LIST_NS, en, true, true);
i18n.addResourceBundle('fr', PROJECTS_LIST_NS, fr, true, true);
