import { authRoutes } from '../routes/auth.js';
import { createGroupHandler } from '../core/http.js';
import { findLoginType } from './login-service.js';

export const handler = createGroupHandler(authRoutes, {
  getLoginType: async ({ body }) => findLoginType(body.domain),
});
