/**
 * Supplier accounts (issue 9, decision 045): registration, email verification, login, password reset.
 * The buyers' rules (decision 009, 018, 020) apply through what both share in functions/core: the lockout
 * counters and decoy hash (login-lockout.ts), the sessions (session.ts, of kind `supplier`) and the
 * single-use links (password-link.ts). Supplier emails are unique across the platform.
 */
import { randomUUID } from 'node:crypto';
import { brokenPasswordRules } from '../../shared/domain/password-policy.js';
import { findVendorContactsProblem } from '../../shared/domain/suppliers/vendor-profile.js';
import { catalogueMessage, type ErrorCode, type FieldError, type Language } from '../../shared/errors.js';
import type { TSupplierRegistration, TSupplierSession } from '../../shared/schemas/supplier-accounts.js';
import type { TVendorProfile } from '../../shared/schemas/vendors.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { nowIso } from '../core/clock.js';
import { LoginFailure, type LoginFailureKey } from '../core/db/entities/login-failure.js';
import { PasswordReset } from '../core/db/entities/password-reset.js';
import {
  SupplierUser,
  supplierUserByEmail,
  type SupplierUserItem,
} from '../core/db/entities/supplier-user.js';
import { Vendor, type VendorItem } from '../core/db/entities/vendor.js';
import { getItem, isConditionFailure, patchItem, queryAll, type Condition } from '../core/db/ops.js';
import { transact, transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { claimedByOther, claimItem, normalise } from '../core/db/unique-claims.js';
import {
  countFailedLogin,
  failuresOf,
  forgetFailures,
  isLockedOut,
  keepLock,
  keepLockChanges,
  passwordMatches,
} from '../core/accounts/login-lockout.js';
import { appOriginFor, escapeHtml, sendEmail } from '../core/email.js';
import { answerNoSoonerThan } from '../core/accounts/even-timing.js';
import { logger } from '../core/logger.js';
import { hashPassword } from '../core/accounts/passwords.js';
import { createSession, destroySessionsOfUser } from '../core/session.js';
import { countRequest, refuseWhenThrottled, throttle } from '../core/accounts/throttle.js';
import { liveSupplierLink, sendSupplierLink } from './supplier-link-service.js';

import {
  SUPPLIER_DIRECTORY,
  SUPPLIER_EMAIL_CLAIM,
  newSupplierLink,
} from '../core/accounts/supplier-links.js';

const fieldError = (field: string, code: ErrorCode, lang: Language): FieldError => ({
  field,
  code: 'invalid',
  message: catalogueMessage(code, lang),
});

/**
 * The contacts rule (docs/product/suppliers-and-accounts.md#supplier-registration) as a refusal at the
 * contacts field, or nothing.
 */
export function contactsProblem(
  profile: Pick<TVendorProfile, 'contacts'>,
  lang: Language,
  field = 'body.contacts',
): { code: ErrorCode; field: FieldError } | null {
  const code = findVendorContactsProblem(profile.contacts);
  return code ? { code, field: fieldError(field, code, lang) } : null;
}

function passwordProblem(password: string, field: string, lang: Language) {
  const broken = brokenPasswordRules(password);
  if (broken.length === 0) return null;
  return {
    code: 'passwordNotComplex' as const,
    // The policy in full at the field: "not valid" would not say what is missing.
    field: fieldError(field, 'passwordNotComplex', lang),
    broken,
  };
}

/** The profile's fields as the Vendor record stores them: optional texts left empty are removed. */
export function vendorProfileChanges(profile: TVendorProfile) {
  const optional = ['phone', 'cell', 'fax', 'afterHoursPhone', 'taxNumber'] as const;
  const set: Partial<VendorItem> = { ...profile, companyName: profile.companyName.trim() };
  const remove = optional.filter((name) => !profile[name]);
  for (const name of remove) delete set[name];
  return { set, remove };
}

export async function supplierUserOf(email: string): Promise<SupplierUserItem | undefined> {
  return (await queryAll(SupplierUser, supplierUserByEmail(normalise(email))))[0];
}

/**
 * The registration's answer, the same whether the email was new (a verification link was sent) or already
 * had an account (its owner was told instead): it must not tell which.
 */
const REGISTERED = {
  en: (email: string) =>
    `Check your email: we sent a message to ${email}. To finish, open the link in it to verify your email, then log in.`,
  fr: (email: string) =>
    `Consultez vos courriels : nous avons envoyé un message à ${email}. Pour terminer, ouvrez le lien qu’il contient pour vérifier votre courriel, puis connectez-vous.`,
};

const ALREADY_REGISTERED = {
  en: {
    subject: 'Someone tried to register with your email on the Tenderbox supplier portal',
    body: (name: string, url: string) =>
      `Hello ${name},\n\nSomeone just tried to register a company on the Tenderbox supplier portal with your email, which already has an account. No new account was made.\n\nIf it was you, log in, or reset your password if you forgot it:\n\n${url}\n\nIf it was not you, ignore this email: your account is unchanged.`,
  },
  fr: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre courriel au portail des fournisseurs Tenderbox',
    body: (name: string, url: string) =>
      `Bonjour ${name},\n\nQuelqu’un vient de tenter d’inscrire une entreprise au portail des fournisseurs Tenderbox avec votre courriel, qui a déjà un compte. Aucun nouveau compte n’a été créé.\n\nSi c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié :\n\n${url}\n\nSi ce n’était pas vous, ignorez ce courriel : votre compte reste inchangé.`,
  },
};

/**
 * Tells the owner of an email that a registration named it (instead of telling the registrant). At most a
 * few such emails an hour per address, as the reset emails: past that, nothing is sent, and the registrant's
 * answer is still the same.
 */
async function tellOwnerOfRegistration(email: string, lang: Language, requestOrigin: string | undefined) {
  const owner = await supplierUserOf(email);
  if (!owner) return;
  try {
    await throttle('registrationNotice', `${SUPPLIER_DIRECTORY}:${email}`);
  } catch (error) {
    if (error instanceof AppError && error.code === 'tooManyRequests') return;
    throw error;
  }
  const template = ALREADY_REGISTERED[lang];
  const url = `${appOriginFor(requestOrigin)}/portal/login`;
  await sendEmail({
    to: [email],
    subject: template.subject,
    text: template.body(owner.firstName, url),
    html: `<p>${escapeHtml(template.body(owner.firstName, url))
      .replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)
      .replace(/\n\n/g, '</p><p>')}</p>`,
  });
}

/**
 * Registers a supplier company with its first user, in one transaction: the platform-wide email claim, the
 * vendor with its whole profile, the user (unverified), the verification link and the audit event are
 * written together or not at all. The link is emailed after the commit.
 */
export async function registerSupplier(
  input: TSupplierRegistration,
  actorId: string | undefined,
  lang: Language,
  requestOrigin: string | undefined,
  options: { verified?: boolean } = {},
): Promise<{ vendorId: string; supplierUserId: string; email: string; message: string }> {
  const problems = [
    contactsProblem(input.profile, lang, 'body.profile.contacts'),
    passwordProblem(input.user.password, 'body.user.password', lang),
  ].filter((p) => p !== null);
  if (problems.length > 0) throw new AppError(problems[0]!.code, { fields: problems.map((p) => p.field) });

  const vendorId = randomUUID();
  const supplierUserId = randomUUID();
  const email = normalise(input.user.email);
  const verifiedAt = options.verified ? nowIso() : undefined;
  const { set: profile } = vendorProfileChanges(input.profile);
  const vendor = {
    ...profile,
    vendorId,
    companyName: input.profile.companyName.trim(),
    primaryEmail: email,
    emailStatus: verifiedAt ? ('verified' as const) : ('pendingVerification' as const),
    accountStatus: 'active' as const,
  };
  const user = SupplierUser.schema.parse({
    vendorId,
    supplierUserId,
    email,
    firstName: input.user.firstName,
    lastName: input.user.lastName,
    passwordHash: await hashPassword(input.user.password),
    ...(verifiedAt ? { emailVerifiedAt: verifiedAt } : {}),
  });
  const link = verifiedAt ? undefined : newSupplierLink(user, 'supplierVerification');
  try {
    await transactAudited(
      {
        customerId: vendorId,
        actorId: actorId ?? supplierUserId,
        entityType: 'vendor',
        entityId: vendorId,
        action: 'register',
        after: { companyName: vendor.companyName, email },
      },
      [
        claimItem(SUPPLIER_DIRECTORY, SUPPLIER_EMAIL_CLAIM, email, supplierUserId),
        tx.create(Vendor, vendor),
        tx.create(SupplierUser, user),
        ...(link ? [link.item] : []),
      ],
    );
  } catch (error) {
    if (
      !(error instanceof ConflictError) ||
      !(await claimedByOther(SUPPLIER_DIRECTORY, SUPPLIER_EMAIL_CLAIM, email, supplierUserId))
    )
      throw error;
    // The email has an account: its owner is told, and the registrant answered as for a new account.
    await tellOwnerOfRegistration(email, lang, requestOrigin);
    return { vendorId, supplierUserId, email, message: REGISTERED[lang](email) };
  }
  if (link) await sendSupplierLink(user, link, 'supplierVerification', lang, requestOrigin);
  return { vendorId, supplierUserId, email, message: REGISTERED[lang](email) };
}

/** A link is spent on condition that it was not already: a second use loses the race and is refused. */
const spend = (tokenHash: string): TxItem =>
  tx.update(
    PasswordReset,
    { tokenHash },
    { set: { usedAt: nowIso() } },
    { expression: 'attribute_not_exists(#usedAt)', names: { '#usedAt': 'usedAt' } },
  );

/** The vendor's email status follows its primary user's proof of the address. */
async function vendorVerifiedItems(user: SupplierUserItem): Promise<TxItem[]> {
  const vendor = await getItem(Vendor, { vendorId: user.vendorId });
  if (!vendor || vendor.primaryEmail !== user.email || vendor.emailStatus === 'verified') return [];
  return [tx.update(Vendor, { vendorId: vendor.vendorId }, { set: { emailStatus: 'verified' } })];
}

async function spendOrRefuse(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (isConditionFailure(error) || error instanceof ConflictError)
      throw new AppError('supplierLinkUsed', { cause: error });
    throw error;
  }
}

const VERIFIED = {
  en: 'Your email is verified. You can now log in.',
  fr: 'Votre courriel est vérifié. Vous pouvez maintenant vous connecter.',
};

/** Redeems a verification link: the user may log in, and the company's email is verified. */
export async function verifySupplierEmail(email: string, token: string, lang: Language) {
  const link = await liveSupplierLink(email, token, ['supplierVerification']);
  const user = await getItem(SupplierUser, { vendorId: link.customerId, supplierUserId: link.userId });
  if (!user) throw new AppError('supplierLinkInvalid');
  const key = { vendorId: user.vendorId, supplierUserId: user.supplierUserId };
  await spendOrRefuse(async () =>
    transactAudited(
      {
        customerId: user.vendorId,
        actorId: user.supplierUserId,
        entityType: 'supplierUser',
        entityId: user.supplierUserId,
        action: 'verifyEmail',
      },
      [
        spend(link.tokenHash),
        tx.update(SupplierUser, key, {
          set: { emailVerifiedAt: user.emailVerifiedAt ?? nowIso() },
        }),
        ...(await vendorVerifiedItems(user)),
      ],
    ),
  );
  return { message: VERIFIED[lang] };
}

const LINK_SENT = {
  verification: {
    en: (email: string) =>
      `If ${email} has an account waiting for verification, a new link was sent to it. Check your spam folder if it does not arrive.`,
    fr: (email: string) =>
      `Si ${email} a un compte en attente de vérification, un nouveau lien y a été envoyé. Vérifiez vos courriels indésirables s’il n’arrive pas.`,
  },
  reset: {
    en: (email: string) =>
      `If a supplier account exists for ${email}, a link to reset the password was sent to it. Check your spam folder if it does not arrive.`,
    fr: (email: string) =>
      `Si un compte fournisseur existe pour ${email}, un lien pour réinitialiser le mot de passe y a été envoyé. Vérifiez vos courriels indésirables s’il n’arrive pas.`,
  },
};

/**
 * A new verification link for an unverified account; the same answer whether or not there is one, after the
 * same throttle (by the address typed) and no sooner than the same floor.
 */
export async function resendSupplierVerification(
  email: string,
  lang: Language,
  requestOrigin: string | undefined,
) {
  const started = performance.now();
  const answer = { message: LINK_SENT.verification[lang](email.trim()) };
  await throttle('verificationResend', `${SUPPLIER_DIRECTORY}:${normalise(email)}`);
  const user = await supplierUserOf(email);
  if (!user || !user.active || user.emailVerifiedAt || !user.passwordHash) {
    logger.info('Verification resend for no waiting account');
    await answerNoSoonerThan(started);
    return answer;
  }
  const link = newSupplierLink(user, 'supplierVerification');
  await transact([link.item]);
  await sendSupplierLink(user, link, 'supplierVerification', lang, requestOrigin);
  await answerNoSoonerThan(started);
  return answer;
}

/**
 * Emails a reset link to an active account, which replaces its older ones (SupplierUser.resetTokenHash); the
 * same answer whether or not there is one, after the same throttle and no sooner than the same floor.
 */
export async function requestSupplierPasswordReset(
  email: string,
  lang: Language,
  requestOrigin: string | undefined,
) {
  const started = performance.now();
  const answer = { message: LINK_SENT.reset[lang](email.trim()) };
  await throttle('passwordReset', `${SUPPLIER_DIRECTORY}:${normalise(email)}`);
  const user = await supplierUserOf(email);
  if (!user || !user.active) {
    logger.info('Supplier password reset for no active account');
    await answerNoSoonerThan(started);
    return answer;
  }
  const link = newSupplierLink(user, 'supplierReset');
  await transact([
    link.item,
    tx.update(
      SupplierUser,
      { vendorId: user.vendorId, supplierUserId: user.supplierUserId },
      { set: { resetTokenHash: link.tokenHash } },
    ),
  ]);
  await sendSupplierLink(user, link, 'supplierReset', lang, requestOrigin);
  await answerNoSoonerThan(started);
  return answer;
}

const PASSWORD_SET = {
  en: 'Your password was changed. You can now log in.',
  fr: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
};

/**
 * Sets a password with a reset or setup link: the link is spent, the password replaced, the account's other
 * links ended, the email verified (the link reached it) and the account unlocked, in one transaction with
 * the audit event; then all the user's sessions end (nobody is signed in on a reset). The reset is how a locked supplier unlocks: no agency administrator looks after suppliers.
 */
export async function confirmSupplierPasswordReset(
  input: { email: string; token: string; newPassword: string },
  lang: Language,
) {
  const link = await liveSupplierLink(input.email, input.token, ['supplierReset', 'supplierSetup']);
  const problem = passwordProblem(input.newPassword, 'body.newPassword', lang);
  if (problem)
    throw new AppError(problem.code, { fields: [problem.field], details: { broken: problem.broken } });
  const user = await getItem(SupplierUser, { vendorId: link.customerId, supplierUserId: link.userId });
  if (!user) throw new AppError('supplierLinkInvalid');
  // A reset link works while it is the account's newest; a setup link only for the first password. Either
  // way, a password change ends the account's other links.
  const live: { now: boolean; condition: Condition } =
    link.purpose === 'supplierReset'
      ? {
          now: user.resetTokenHash === link.tokenHash,
          condition: {
            expression: '#live = :token',
            names: { '#live': 'resetTokenHash' },
            values: { ':token': link.tokenHash },
          },
        }
      : {
          now: user.passwordHash === undefined,
          condition: { expression: 'attribute_not_exists(#hash)', names: { '#hash': 'passwordHash' } },
        };
  if (!live.now) throw new AppError('passwordLinkReplaced');
  const key = { vendorId: user.vendorId, supplierUserId: user.supplierUserId };
  const passwordHash = await hashPassword(input.newPassword);
  await spendOrRefuse(async () =>
    transactAudited(
      {
        customerId: user.vendorId,
        actorId: user.supplierUserId,
        entityType: 'supplierUser',
        entityId: user.supplierUserId,
        action: 'passwordReset',
      },
      [
        spend(link.tokenHash),
        tx.update(
          SupplierUser,
          key,
          {
            set: {
              passwordHash,
              failedLogins: 0,
              emailVerifiedAt: user.emailVerifiedAt ?? nowIso(),
            },
            remove: ['lockedAt', 'resetTokenHash'],
          },
          live.condition,
        ),
        tx.delete(LoginFailure, { agency: SUPPLIER_DIRECTORY, userId: user.supplierUserId }),
        ...(await vendorVerifiedItems(user)),
      ],
    ),
  );
  await destroySessionsOfUser(user.vendorId, user.supplierUserId);
  return { message: PASSWORD_SET[lang] };
}

export function supplierSessionOf(
  vendor: VendorItem,
  user: SupplierUserItem,
  timeoutMinutes: number,
): TSupplierSession {
  return {
    vendor: { vendorId: vendor.vendorId, companyName: vendor.companyName },
    user: {
      supplierUserId: user.supplierUserId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`,
    },
    sessionTimeoutMinutes: timeoutMinutes,
  };
}

/**
 * The portal's login, under the buyers' rules: an unknown email, an account without a password and a wrong
 * password answer alike after the same password work; five consecutive failures lock (429) until the
 * owner resets the password. One client address failing too often across accounts is refused (429
 * tooManyRequests) until its window ends. Only a right password learns that the email is not verified yet.
 */
export async function supplierLogin(input: { email: string; password: string }, clientAddress: string) {
  // Beside each account's lockout, one address may fail only so often across all accounts.
  const sprayKey = `${SUPPLIER_DIRECTORY}:${clientAddress}`;
  await refuseWhenThrottled('failedLogin', sprayKey);
  const email = normalise(input.email);
  const user = await supplierUserOf(email);
  const counter: LoginFailureKey = user
    ? { agency: SUPPLIER_DIRECTORY, userId: user.supplierUserId }
    : { agency: SUPPLIER_DIRECTORY, login: email };
  const failures = await failuresOf(counter);
  if (user?.lockedAt || isLockedOut(failures)) throw new AppError('supplierLockedOut');
  const account = user?.passwordHash && user.active ? user : null;
  const valid = await passwordMatches(input.password, account?.passwordHash);
  if (!account || !valid) {
    await countRequest('failedLogin', sprayKey);
    return recordFailedLogin(counter, account);
  }

  if (!account.emailVerifiedAt) throw new AppError('supplierEmailNotVerified');
  const vendor = await getItem(Vendor, { vendorId: account.vendorId });
  if (!vendor || vendor.accountStatus !== 'active') throw new AppError('supplierInactive');
  await forgetFailures(counter, failures);
  if (account.failedLogins > 0)
    await patchItem(
      SupplierUser,
      { vendorId: account.vendorId, supplierUserId: account.supplierUserId },
      { set: { failedLogins: 0 } },
    );
  const { session, cookies } = await createSession({
    kind: 'supplier',
    userId: account.supplierUserId,
    customerId: account.vendorId,
    customerNodeId: '',
    tenderNodeId: '',
    isSiteAdmin: false,
    permissionIds: [],
  });
  return { info: supplierSessionOf(vendor, account, session.idleTimeoutMinutes), cookies };
}

async function recordFailedLogin(key: LoginFailureKey, account: SupplierUserItem | null): Promise<never> {
  const counter = await countFailedLogin(key);
  if (!counter.locks)
    throw new AppError('supplierInvalidCredentials', { message: 'Unknown account or wrong password' });
  if (account) {
    const lockedAt = nowIso();
    await transactAudited(
      {
        customerId: account.vendorId,
        actorId: account.supplierUserId,
        entityType: 'supplierUser',
        entityId: account.supplierUserId,
        action: 'lock',
        after: { lockedAt, failedLogins: counter.failures },
      },
      [
        tx.update(
          SupplierUser,
          { vendorId: account.vendorId, supplierUserId: account.supplierUserId },
          { set: { lockedAt, failedLogins: counter.failures } },
        ),
        tx.update(LoginFailure, key, keepLockChanges()),
      ],
    );
  } else {
    await keepLock(key);
  }
  throw new AppError('supplierLockedOut');
}
