import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALLOWED_FILE_TYPES,
  DEFAULT_PREVIEW_FILE_TYPES,
  UPLOAD_ERROR_KEY,
  allowsMultipleFiles,
  isPreviewable,
} from './file-rules';
import { createTranslator } from './translate';
import { check, question, uploaded, withRules } from './test-support';
import type { Rule } from './types';

const MB = 1024 * 1024;
const upload = (rules: Rule[], extra = {}) => withRules('fileUpload', rules, extra);

describe('file upload', () => {
  it('minLength: "Upload at least N file(s)."', () => {
    expect(check(upload([{ type: 'minLength', value: 1 }]), [])).toBe('Upload at least 1 file.');
    expect(check(upload([{ type: 'minLength', value: 1 }]), undefined)).toBe(
      'Upload at least 1 file.',
    );
    expect(check(upload([{ type: 'minLength', value: 2 }]), [uploaded('a.pdf')])).toBe(
      'Upload at least 2 files.',
    );
    expect(
      check(upload([{ type: 'minLength', value: 2 }]), [uploaded('a.pdf'), uploaded('b.pdf')]),
    ).toBeUndefined();
  });

  it('maxLength: "Upload no more than N file(s)."', () => {
    expect(
      check(upload([{ type: 'maxLength', value: 1 }]), [uploaded('a.pdf'), uploaded('b.pdf')]),
    ).toBe('Upload no more than 1 file.');
    expect(
      check(upload([{ type: 'maxLength', value: 2 }]), [
        uploaded('a.pdf'),
        uploaded('b.pdf'),
        uploaded('c.pdf'),
      ]),
    ).toBe('Upload no more than 2 files.');
    expect(check(upload([{ type: 'maxLength', value: 2 }]), [uploaded('a.pdf')])).toBeUndefined();
  });

  it('maxFileSizeMB names every file over the limit', () => {
    const item = upload([{ type: 'maxFileSizeMB', value: 1 }]);
    expect(
      check(item, [
        uploaded('big.pdf', 2 * MB),
        uploaded('ok.pdf', MB),
        uploaded('huge.pdf', 3 * MB),
      ]),
    ).toBe('These files are larger than 1 MB: big.pdf and huge.pdf.');
    expect(
      check(item, [
        uploaded('a.pdf', 2 * MB),
        uploaded('b.pdf', 2 * MB),
        uploaded('c.pdf', 2 * MB),
      ]),
    ).toBe('These files are larger than 1 MB: a.pdf, b.pdf, and c.pdf.');
    expect(check(item, [uploaded('ok.pdf', MB)])).toBeUndefined();
  });

  it('maxFileSizeMB trusts the content over a smaller declared size', () => {
    const item = upload([{ type: 'maxFileSizeMB', value: 1 }]);
    const liar = uploaded('cv.pdf', 10, { content: 'A'.repeat(2 * MB) });
    expect(check(item, [liar])).toBe('These files are larger than 1 MB: cv.pdf.');
  });

  it('maxCumulativeFileSizeMB limits the total', () => {
    const item = upload([{ type: 'maxCumulativeFileSizeMB', value: 1 }]);
    expect(check(item, [uploaded('a.pdf', MB), uploaded('b.pdf', 10)])).toBe(
      'The files together must be 1 MB or less.',
    );
    expect(check(item, [uploaded('a.pdf', MB / 2), uploaded('b.pdf', MB / 2)])).toBeUndefined();
  });

  it('checks the extension against the default types, naming the files refused', () => {
    expect(DEFAULT_ALLOWED_FILE_TYPES).toEqual([
      '.doc',
      '.docx',
      '.pdf',
      '.txt',
      '.png',
      '.jpg',
      '.jpeg',
    ]);
    const item = upload([]);
    for (const name of ['a.doc', 'a.docx', 'a.pdf', 'a.txt', 'a.png', 'a.jpg', 'A.JPEG']) {
      expect(check(item, [uploaded(name)])).toBeUndefined();
    }
    expect(check(item, [uploaded('run.exe'), uploaded('cv.pdf'), uploaded('pdf')])).toBe(
      'These files are not of an allowed type: run.exe and pdf.',
    );
  });

  it('checks the question’s own types: extensions with or without a dot, MIME types', () => {
    const item = question('fileUpload', {
      fileUploadOptions: { allowedTypes: ['csv', '.xlsx', 'image/*'] },
    });
    expect(check(item, [uploaded('a.csv'), uploaded('b.XLSX')])).toBeUndefined();
    expect(check(item, [uploaded('photo', 1, { type: 'image/heic' })])).toBeUndefined();
    expect(check(item, [uploaded('a.pdf')])).toBe('These files are not of an allowed type: a.pdf.');
  });

  it('rules run in order, then the types; a rule’s own message wins', () => {
    const item = upload([
      { type: 'maxLength', value: 1, message: 'One file only' },
      { type: 'maxFileSizeMB', value: 1 },
    ]);
    expect(check(item, [uploaded('a.exe', 2 * MB), uploaded('b.exe')])).toBe('One file only');
    expect(check(item, [uploaded('a.exe', 2 * MB)])).toBe(
      'These files are larger than 1 MB: a.exe.',
    );
    expect(check(item, [uploaded('a.exe')])).toBe('These files are not of an allowed type: a.exe.');
  });

  it('an answer that is not a list of uploaded files: "File could not be uploaded"', () => {
    const item = upload([]);
    expect(check(item, 'cv.pdf')).toBe('File could not be uploaded');
    expect(check(item, [{ size: 1 }])).toBe('File could not be uploaded');
    expect(check(item, [uploaded('cv.pdf', 1, { status: 'error' as 'done' })])).toBe(
      'File could not be uploaded',
    );
    expect(createTranslator('en')(UPLOAD_ERROR_KEY)).toBe('File could not be uploaded');
  });

  it('names the files in the language', () => {
    const item = upload([{ type: 'maxFileSizeMB', value: 1 }]);
    expect(
      check(
        item,
        [uploaded('a.pdf', 2 * MB), uploaded('b.pdf', 2 * MB)],
        {},
        { locale: 'de', today: '2026-06-15' },
      ),
    ).toBe('Diese Dateien sind größer als 1 MB: a.pdf und b.pdf.');
  });

  it('allows several files only when the maximum exceeds one', () => {
    expect(allowsMultipleFiles(undefined)).toBe(true);
    expect(allowsMultipleFiles([])).toBe(true);
    expect(allowsMultipleFiles([{ type: 'maxLength', value: 1 }])).toBe(false);
    expect(allowsMultipleFiles([{ type: 'maxLength', value: 2 }])).toBe(true);
  });
});

describe('dynamic list', () => {
  const list = (rules: Rule[]) => withRules('dynamicList', rules);

  it('minLength and maxLength count the rows, with default messages', () => {
    const item = list([
      { type: 'minLength', value: 2 },
      { type: 'maxLength', value: 3 },
    ]);
    expect(check(item, [{}])).toBe('Add at least 2 items.');
    expect(check(item, undefined)).toBe('Add at least 2 items.');
    expect(check(item, [{}, {}])).toBeUndefined();
    expect(check(item, [{}, {}, {}, {}])).toBe('Add no more than 3 items.');
    expect(check(list([{ type: 'minLength', value: 1 }]), [])).toBe('Add at least 1 item.');
    expect(check(list([{ type: 'maxLength', value: 1 }]), [{}, {}])).toBe(
      'Add no more than 1 item.',
    );
  });

  it('with the rule’s own message', () => {
    expect(check(list([{ type: 'minLength', value: 2, message: 'Two jobs, please' }]), [])).toBe(
      'Two jobs, please',
    );
  });

  it('a list that is not a list is not valid', () => {
    expect(check(list([]), 'rows')).toBe('Enter a valid value.');
    expect(check(list([]), { 0: {} })).toBe('Enter a valid value.');
  });
});

describe('preview file types', () => {
  it('default to doc, docx, pdf, txt, png, jpg, jpeg', () => {
    expect(DEFAULT_PREVIEW_FILE_TYPES).toEqual(['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg']);
    for (const name of ['a.doc', 'a.docx', 'a.pdf', 'a.txt', 'a.png', 'a.jpg', 'B.JPEG'])
      expect(isPreviewable({ name }), name).toBe(true);
    for (const name of ['a.zip', 'a.gif', 'a.pdf.exe', 'pdf', '.pdf', 'a'])
      expect(isPreviewable({ name }), name).toBe(false);
    expect(isPreviewable({})).toBe(false);
  });

  it('follow the question’s own list, written like allowedTypes; an empty list previews nothing', () => {
    expect(isPreviewable({ name: 'a.gif' }, ['.gif'])).toBe(true);
    expect(isPreviewable({ name: 'a.pdf' }, ['gif'])).toBe(false);
    expect(isPreviewable({ name: 'scan', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isPreviewable({ name: 'a.pdf', type: 'application/pdf' }, ['application/pdf'])).toBe(
      true,
    );
    expect(isPreviewable({ name: 'a.pdf' }, [])).toBe(false);
    expect(isPreviewable({ name: 'a.pdf' }, 'pdf,png')).toBe(true);
    // Not a list of types: the default.
    expect(isPreviewable({ name: 'a.pdf' }, 7)).toBe(true);
  });
});
