/**
 * Feature flags of the web client. They are build-time constants today; an agency-level
 * switch, when one exists, replaces the value here and nowhere else.
 */
export interface Features {
  /** /docs: the documentation pages. Off by default: /docs then redirects to the dashboard. */
  documentation: boolean;
  /** /debug-view: only in development builds. */
  debug: boolean;
  /** /verifyEmail and /resetpassword. */
  resetPassword: boolean;
}

export const features: Features = {
  documentation: false,
  debug: import.meta.env.DEV,
  resetPassword: true,
};
