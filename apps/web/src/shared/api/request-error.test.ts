import { describe, expect, it } from 'vitest';
import { extractErrorMessage, messageOfError, RequestError } from './request-error';

describe('extractErrorMessage', () => {
  it('takes the response message first, then the error message, raw data, own message', () => {
    expect(
      extractErrorMessage({ data: { message: 'A', error: { message: 'B' } }, message: 'D' }),
    ).toBe('A');
    expect(extractErrorMessage({ data: { error: { message: 'B' } }, message: 'D' })).toBe('B');
    expect(extractErrorMessage({ data: 'C', message: 'D' })).toBe('C');
    expect(extractErrorMessage({ message: 'D' })).toBe('D');
  });
  it('answers the generic text for non-strings and HTML pages', () => {
    expect(extractErrorMessage({ data: { message: 42 } })).toBe(
      'There was a problem with the request',
    );
    expect(extractErrorMessage({ data: '<html><head></head></html>' })).toBe(
      'There was a problem with the request',
    );
    expect(extractErrorMessage({})).toBe('There was a problem with the request');
  });
  it('reads any thrown value', () => {
    expect(messageOfError(new RequestError('Shown.', { status: 400 }), 'fallback')).toBe('Shown.');
    expect(messageOfError(new Error('own'), 'fallback')).toBe('own');
    expect(messageOfError('weird', 'fallback')).toBe('fallback');
  });
});
