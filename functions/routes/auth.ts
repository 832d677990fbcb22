import { ZLoginType, ZLoginTypeRequest } from '../../shared/schemas/login.js';
import { defineRoutes } from './types.js';

export const authRoutes = defineRoutes([
  {
    operationId: 'getLoginType',
    method: 'POST',
    path: '/api/v1/login/loginType',
    group: 'auth',
    auth: 'public',
    summary: 'Resolves an agency domain to its login type: local, sso or both (spec 3 §7.2).',
    body: ZLoginTypeRequest,
    example: { body: { domain: 'demo' } },
    response: ZLoginType,
    responseName: 'loginType',
  },
]);
