/** How an agency's users sign in: the login type resolves to local, sso or both. */
export const LoginTypes = ['local', 'sso', 'both'] as const;
