import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAs, type SignedIn } from '../helpers/session.js';

const USERS = '/api/v1/customer/{customerId}/Users';
const ME = `${USERS}/me`;

let lead: SignedIn;
let evaluator: SignedIn;

beforeAll(async () => {
  [lead, evaluator] = await Promise.all([loginAs('lead@demo.example'), loginAs('evaluator@demo.example')]);
});

describe('Users/me: every signed-in user reads their own record', () => {
  it('answers the evaluator, who has no team rights, their own record', async () => {
    const res = await evaluator.call('GET', ME);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const user = res.json.data.userDTO.values;
    expect(user).toMatchObject({
      userId: evaluator.info.user.userId,
      email: 'evaluator@demo.example',
      customerId: evaluator.info.customer.customerId,
    });
    expect(user.fullName).toBe(evaluator.info.user.fullName);
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|scrypt/);
  });

  it('the people a project names are readable to a project viewer, their rights stay behind the team permission', async () => {
    // The evaluator views projects: Build names the lead and the team (alsoViewableUnder, issue 22).
    const list = await evaluator.call('GET', USERS);
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    const other = await evaluator.call('GET', `${USERS}?userId=${lead.info.user.userId}`);
    expect(other.status, JSON.stringify(other.json)).toBe(200);
    expect(JSON.stringify(other.json)).not.toMatch(/passwordHash|scrypt/);
    const rights = await evaluator.call(
      'GET',
      `${USERS}?userId=${lead.info.user.userId}&filter.fields=permissions`,
    );
    expect(rights.status).toBe(403);
  });

  it('cannot be turned into another user’s record', async () => {
    const withQuery = await evaluator.call('GET', `${ME}?userId=${lead.info.user.userId}`);
    // The route takes no id: an extra parameter is refused or ignored, never followed.
    if (withQuery.status === 200) {
      expect(withQuery.json.data.userDTO.values.userId).toBe(evaluator.info.user.userId);
    } else {
      expect(withQuery.status).toBe(400);
    }
    expect(JSON.stringify(withQuery.json)).not.toContain('lead@demo.example');
    const byPath = await evaluator.call('GET', `${USERS}/${lead.info.user.userId}`);
    expect([403, 404, 405]).toContain(byPath.status);
    expect(JSON.stringify(byPath.json ?? {})).not.toContain('lead@demo.example');
  });

  it('answers the lead their own record, not anyone else’s', async () => {
    const res = await lead.call('GET', ME);
    expect(res.status).toBe(200);
    expect(res.json.data.userDTO.values.userId).toBe(lead.info.user.userId);
  });

  it('refuses an anonymous caller', async () => {
    const url = inject('apiUrl');
    const res = await fetch(`${url}${ME.replace('{customerId}', evaluator.info.customer.customerId)}`);
    expect(res.status).toBe(401);
  });
});
