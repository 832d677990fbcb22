/** The SWR key of the current session (POST /api/v1/login/validate); login and logout write it. */
export const SESSION_KEY = 'tenderbox/session';
