import * as z from 'zod';
import { ZDomain } from './common.js';

/** POST /api/v1/login/loginType (spec 3 §7.2) */
export const ZLoginTypeRequest = z.object({ domain: ZDomain });
export type TLoginTypeRequest = z.infer<typeof ZLoginTypeRequest>;

export const LoginTypes = ['local', 'sso', 'both'] as const;
export const ZLoginType = z.object({
  domain: z.string(),
  loginType: z.enum(LoginTypes),
  customerName: z.string(),
});
export type TLoginType = z.infer<typeof ZLoginType>;
