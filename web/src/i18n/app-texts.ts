import enApp from './en-app.json';
import { i18n } from './index';

/**
 * The English texts of the signed-in screens (navigation, menus, page titles, session and access texts):
 * loaded with the signed-in layout's first chunk, so the login screen does not download them. French is
 * one file (fr.json), loaded on demand as a whole.
 */
i18n.addResourceBundle('en', 'translation', enApp, true, false);
