import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The project screen's and the Build pages' texts, in their own namespace and chunk (decision 028). */
export const BUILD_NS = 'projectBuild';
i18n.addResourceBundle('en', BUILD_NS, en, true, true);
i18n.addResourceBundle('fr', BUILD_NS, fr, true, true);
