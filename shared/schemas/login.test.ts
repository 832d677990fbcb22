import { describe, expect, it } from 'vitest';
import { isMalformedUsername } from '../domain/email-address.js';
import { ZLoginRequest } from './login.js';

const body = (username: string) => ({ domain: 'demo', username, password: 'x' });

describe('ZLoginRequest username', () => {
  it.each(['lead@demo', '@demo.example', 'lead@@demo.example', 'a b@demo.example'])(
    'refuses %s as an email format error, like the login screen',
    (username) => {
      expect(isMalformedUsername(username)).toBe(true);
      const parsed = ZLoginRequest.safeParse(body(username));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toMatchObject([
        { code: 'invalid_format', format: 'email', path: ['username'] },
      ]);
    },
  );

  it.each(['lead@demo.example', 'jdoe', ' Lead@Demo.Example '])('accepts %s', (username) => {
    expect(ZLoginRequest.safeParse(body(username)).success).toBe(true);
  });
});
