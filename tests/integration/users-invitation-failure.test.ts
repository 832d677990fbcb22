import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PasswordReset } from '../../functions/core/db/entities/password-reset.js';
import { User } from '../../functions/core/db/entities/user.js';
import { getItem } from '../../functions/core/db/ops.js';
import { logger } from '../../functions/core/logger.js';
import { addUser, resendInvitation } from '../../functions/users/user-service.js';
import { loginAs, type SignedIn } from '../helpers/session.js';

/**
 * SES fails while a member is added without a password (docs/decisions/020): the member is kept with the
 * invitation token (the member page offers "Send the invitation again"), the answer says
 * `invitationSent: false` (the screen tells the administrator), the failure is logged as an error, and
 * the resend route fails loudly while SES is down. The services run in this worker, against the
 * test stack's DynamoDB, with only SES replaced by a failing mock.
 */

let lead: SignedIn;
beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
});

const ses = mockClient(SESv2Client);
afterEach(() => {
  ses.reset();
  vi.restoreAllMocks();
});

describe('a failed invitation send', () => {
  it('keeps the member and its link, logs the failure as an error, and a resend reports it', async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES is unavailable'));
    const errors = vi.spyOn(logger, 'error');
    const { customerId } = lead.info.customer;
    const actorId = lead.info.user.userId;
    const email = `unsent-${randomUUID().slice(0, 8)}@demo.example`;

    const user = await addUser(customerId, { firstName: 'Una', lastName: 'Unsent', email }, actorId);

    // The send was attempted, to the member.
    const sends = ses.commandCalls(SendEmailCommand);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.args[0].input.Destination?.ToAddresses).toEqual([email]);
    // The answer says so: the screen tells the administrator (the member is created all the same).
    expect(user.invitationSent).toBe(false);
    // The member exists, without a password, with a live invitation token: "Send the invitation again".
    expect(user.hasPassword).toBe(false);
    const stored = await getItem(User, { customerId, userId: user.userId });
    expect(stored?.invitationTokenHash).toBeDefined();
    expect(await getItem(PasswordReset, { tokenHash: stored!.invitationTokenHash! })).toMatchObject({
      purpose: 'invitation',
      userId: user.userId,
    });
    // The failure is not swallowed: it is logged as an error, with the member and SES's error.
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Invitation email not sent'),
      expect.objectContaining({ customerId, userId: user.userId, error: expect.any(Error) }),
    );

    // While SES is down, sending the invitation again fails the request (the administrator sees it).
    await expect(resendInvitation(customerId, user.userId, actorId)).rejects.toThrow('SES is unavailable');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);

    // Once SES answers, the resend goes through and replaces the link.
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
    await resendInvitation(customerId, user.userId, actorId);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    const after = await getItem(User, { customerId, userId: user.userId });
    expect(after?.invitationTokenHash).not.toBe(stored!.invitationTokenHash);
  });
});
