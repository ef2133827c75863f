import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_TRIES,
  LOGIN_CODE_TTL_MS,
  type BootUser,
} from '@careers/contracts';
import type { OutboxWorker } from '../mail/mail.public';
import { AppError, MESSAGES } from '../../shared/app-error';
import { sha256Hex } from '../../shared/sha256';
import { createNumericCode, createRandomToken, hmac, isSameSecret } from '../../shared/tokens';
import {
  findCandidateByEmail,
  insertCandidate,
  setCandidateLanguage,
  type Candidate,
} from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { enqueueMail } from '../mail/mail.public';
import { buildLoginCodeMail } from './login-code-mail.service';
import {
  consumeLoginCode,
  findLiveLoginCode,
  recordFailedTry,
  replaceLoginCode,
} from './login-code.repository';
import { enforceRateLimit, RATE_LIMITS } from './rate-limit.service';
import { deleteSession, insertSession } from './session.repository';
import type { RequestScope } from './request-scope';
import { forgetSession } from './session.service';

// Login signs codes with the stored secret and wakes the outbox for the code's mail.
export type LoginScope = RequestScope & { secret: string; outbox: OutboxWorker };

function assertLoginEnabled(group: Group): void {
  if (!group.configs.loginSignupConfig.candidateLoginEnabled) {
    throw new AppError('forbidden', MESSAGES.loginDisabled);
  }
}

function hashCode(secret: string, groupId: string, email: string, code: string): string {
  return hmac(secret, `${groupId}:${email}:${code}`);
}

export function toBootUser(candidate: Candidate): BootUser {
  return {
    id: candidate.id,
    email: candidate.email,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    isAdmin: candidate.isAdmin,
  };
}

// The answer is the same whether or not the e-mail is known (login doubles as sign-up).
export async function sendLoginCode(
  scope: LoginScope,
  input: { email: string; ip: string },
): Promise<void> {
  const { db, group, now } = scope;
  assertLoginEnabled(group);
  await enforceRateLimit(db, RATE_LIMITS.codePerIp, input.ip, now);
  await enforceRateLimit(db, RATE_LIMITS.codePerEmail, `${group.id}:${input.email}`, now);
  const code = createNumericCode(LOGIN_CODE_LENGTH);
  await db.transaction(async (tx) => {
    await replaceLoginCode(tx, {
      groupId: group.id,
      email: input.email,
      codeHash: hashCode(scope.secret, group.id, input.email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
    });
    await enqueueMail(tx, buildLoginCodeMail(input.email, group.companyName, code, scope.locale));
  });
  scope.outbox.notify();
}

export type OpenedSession = { cookieValue: string; csrfToken: string; user: BootUser };

type CodeCheck = 'ok' | 'wrong' | 'locked';

// The page's language (scope.locale) becomes the candidate's: their mail and notifications use it
// from now on.
export async function verifyLoginCode(
  scope: LoginScope,
  input: { email: string; code: string; ip: string; previousCookie: string | undefined },
): Promise<OpenedSession> {
  const { db, group, now } = scope;
  assertLoginEnabled(group);
  await enforceRateLimit(db, RATE_LIMITS.verifyPerIp, input.ip, now);
  const result = await db.transaction(async (tx) => {
    const live = await findLiveLoginCode(tx, group.id, input.email, now);
    if (!live) return { check: 'wrong' as CodeCheck };
    if (live.tries >= LOGIN_CODE_MAX_TRIES) return { check: 'locked' as CodeCheck };
    const expected = hashCode(scope.secret, group.id, input.email, input.code);
    if (!isSameSecret(expected, live.codeHash)) {
      await recordFailedTry(tx, live.id, live.tries + 1);
      return { check: 'wrong' as CodeCheck };
    }
    await consumeLoginCode(tx, live.id, now);
    const candidate =
      (await findCandidateByEmail(tx, group.id, input.email)) ??
      (await insertCandidate(tx, { groupId: group.id, email: input.email }));
    if (candidate.language !== scope.locale) {
      await setCandidateLanguage(tx, candidate.id, scope.locale);
    }
    // The session id rotates at login: any session the browser had is ended.
    if (input.previousCookie) await deleteSession(tx, sha256Hex(input.previousCookie));
    const cookieValue = createRandomToken();
    const csrfToken = createRandomToken(24);
    await insertSession(tx, {
      id: sha256Hex(cookieValue),
      candidateId: candidate.id,
      groupId: group.id,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
    });
    return {
      check: 'ok' as CodeCheck,
      session: { cookieValue, csrfToken, user: toBootUser(candidate) },
    };
  });
  // The rotated session and the candidate's language changed (decision 020).
  if (input.previousCookie) forgetSession(scope.cache, input.previousCookie);
  if (result.check === 'locked')
    throw new AppError('rate_limited', MESSAGES.tryAgainLater, { retryAfterSeconds: 60 });
  if (result.check === 'wrong' || !result.session) {
    throw new AppError('validation_failed', MESSAGES.wrongCode, {
      fieldErrors: { code: MESSAGES.wrongCode },
    });
  }
  return result.session;
}

export async function endSession(
  scope: RequestScope,
  cookieValue: string | undefined,
): Promise<void> {
  if (!cookieValue) return;
  await deleteSession(scope.db, sha256Hex(cookieValue));
  forgetSession(scope.cache, cookieValue);
}
