import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/**
 * The texts of Build → compliance and Build → invitations, in their own namespace and chunk (registered
 * when this module loads, with the lazy screens).
 */
export const PROJECT_BUILD_NS = 'projectBuild';
i18n.addResourceBundle('en', PROJECT_BUILD_NS, en, true, true);
i18n.addResourceBundle('fr', PROJECT_BUILD_NS, fr, true, true);
