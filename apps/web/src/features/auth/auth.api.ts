import {
  EmailCodeResponseSchema,
  LogoutResponseSchema,
  VerifyResponseSchema,
} from '@careers/contracts';
import { request } from '../../shared/api/request';

// Decision 001 §5: the three login calls.
export function sendLoginCode(input: { email: string; domain: string }) {
  return request('/api/auth/email_code', {
    method: 'POST',
    json: input,
    schema: EmailCodeResponseSchema,
  });
}

export function verifyLoginCode(input: { email: string; code: string; domain: string }) {
  return request('/api/auth/verify', { method: 'POST', json: input, schema: VerifyResponseSchema });
}

export function logOut(input: { domain: string }) {
  return request('/api/auth/logout', { method: 'POST', json: input, schema: LogoutResponseSchema });
}
