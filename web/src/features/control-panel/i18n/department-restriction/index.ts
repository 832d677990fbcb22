import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The department restriction control's texts, in their own namespace (registered when this module loads). */
export const DEPARTMENT_RESTRICTION_NS = 'departmentRestriction';
i18n.addResourceBundle('en', DEPARTMENT_RESTRICTION_NS, en, true, true);
i18n.addResourceBundle('fr', DEPARTMENT_RESTRICTION_NS, fr, true, true);
