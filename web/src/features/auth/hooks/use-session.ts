/**
 * The signed-in user as the shell sees it. Today there is no login, so every visitor is anonymous: the
 * identity issue replaces this hook's body (session from the API, route permissions) and keeps its shape.
 */
export interface SessionUser {
  userId: string;
  fullName: string;
  /** A user of the provider's own main customer (spec 1 §6): sees the agency switch and the contract builder dashboard. */
  isSiteAdmin: boolean;
}

export type Session = { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

const ANONYMOUS: Session = { status: 'anonymous' };

export function useSession(): Session {
  return ANONYMOUS;
}
