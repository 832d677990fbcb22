import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The project team and activity feed screens' texts, in their own namespace and chunk (registered when this module loads). */
export const PROJECT_TEAM_NS = 'projectTeam';
i18n.addResourceBundle('en', PROJECT_TEAM_NS, en, true, true);
i18n.addResourceBundle('fr', PROJECT_TEAM_NS, fr, true, true);
