import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The control panel screens' texts, in their own namespace and chunk (registered when this module loads). */
export const CONTROL_PANEL_NS = 'controlPanel';
i18n.addResourceBundle('en', CONTROL_PANEL_NS, en, true, true);
i18n.addResourceBundle('fr', CONTROL_PANEL_NS, fr, true, true);
