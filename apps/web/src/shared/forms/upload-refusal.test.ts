import { afterAll, describe, expect, it } from 'vitest';
import { FILE_UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@careers/contracts/form-documents';
import { RequestError } from '../api/request-error';
import { changeLocale, i18n } from '../i18n/i18n';
import { refusalBeforeSending, uploadRefusalText } from './upload-refusal';

// The upload call's 422 as the server answers it (apps/server uploads.service.ts).
const refused = (message: string) =>
  new RequestError(message, { status: 422, data: { message, errors: { content: message } } });

afterAll(() => changeLocale('en'));

describe('uploadRefusalText', () => {
  it('says each of the server’s reasons in the page’s language', async () => {
    const t = i18n.getFixedT('en');
    for (const message of Object.values(UPLOAD_REFUSALS)) {
      expect(uploadRefusalText(refused(message), t)).toBe(message);
    }
    await changeLocale('de');
    expect(uploadRefusalText(refused(UPLOAD_REFUSALS.notAllowed), i18n.getFixedT('de'))).toBe(
      'Diese Datei ist weder PDF noch Word-Dokument, Textdatei oder Bild, oder ihr Name passt nicht zu ihrem Inhalt.',
    );
    await changeLocale('ar');
    expect(uploadRefusalText(refused(UPLOAD_REFUSALS.empty), i18n.getFixedT('ar'))).toBe(
      'الملف فارغ.',
    );
  });

  it('reads a body too large for the call as too large, and passes any other reason through', () => {
    const t = i18n.getFixedT('en');
    const tooLong = new RequestError('The request body is too large.', { status: 413 });
    expect(uploadRefusalText(tooLong, t)).toBe('The file is larger than 10 MB.');
    const other = new RequestError('Some fields are not valid.', {
      status: 422,
      data: { message: 'Some fields are not valid.', errors: { name: 'Too long' } },
    });
    expect(uploadRefusalText(other, t)).toBe('Some fields are not valid.');
    expect(uploadRefusalText(new Error(''), t)).toBe('There was a problem with the request');
  });
});

describe('refusalBeforeSending', () => {
  const base64Of = (bytes: number) => 'A'.repeat(Math.ceil(bytes / 3) * 4);

  it('refuses an empty or too large file as the server would, and lets the rest go', () => {
    expect(refusalBeforeSending('')).toMatchObject({
      status: 422,
      message: UPLOAD_REFUSALS.empty,
      data: { errors: { content: UPLOAD_REFUSALS.empty } },
    });
    expect(refusalBeforeSending(base64Of(FILE_UPLOAD_MAX_BYTES + 3))?.message).toBe(
      UPLOAD_REFUSALS.tooLarge,
    );
    expect(refusalBeforeSending(base64Of(FILE_UPLOAD_MAX_BYTES - 2))).toBeNull();
    expect(refusalBeforeSending(btoa('hello'))).toBeNull();
  });
});
