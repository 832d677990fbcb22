import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/**
 * The team screens' texts, in their own namespace and their own chunk: the first screen does not download
 * them. Registered when this module loads, before any team screen renders.
 */
export const TEAM_NS = 'team';
i18n.addResourceBundle('en', TEAM_NS, en, true, true);
i18n.addResourceBundle('fr', TEAM_NS, fr, true, true);
