import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../core/messages/ar';
import { de } from '../../core/messages/de';
import { createTranslator, registerMessageCatalogs } from '../../core/translate';
import type { QuestionItem, UploadedFile } from '../../core/types';
import { loadFormsCatalog } from '../i18n/forms-namespace';
import { formOf, renderForm } from '../testing/render-form';

// The server's catalogs (the core's entry registers them; the React half never imports it).
registerMessageCatalogs({ de, ar });

afterEach(() => {
  vi.restoreAllMocks();
});

const documents: QuestionItem = { name: 'documents', label: 'Documents', type: 'file_upload' };

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input.');
  return input;
}

function pdf(name: string, content = 'hello') {
  return new File([content], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });
}

describe('FileUploadQuestion', () => {
  it('reads chosen files into the value shape and submits them', async () => {
    const user = userEvent.setup();
    const { container, submitted } = renderForm(formOf(documents));
    await screen.findByRole('group', { name: 'Documents' });
    expect(fileInput(container)).toHaveAttribute('accept', '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg');
    await user.upload(fileInput(container), [pdf('cv.pdf'), pdf('letter.pdf', 'dear')]);
    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(list).toHaveTextContent('cv.pdf');
    expect(list).toHaveTextContent('letter.pdf');
    expect(list).toHaveTextContent('5 byte');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([
      {
        documents: [
          {
            uid: expect.any(String) as string,
            name: 'cv.pdf',
            size: 5,
            type: 'application/pdf',
            lastModified: 1_700_000_000_000,
            webkitRelativePath: '',
            content: btoa('hello'),
            status: 'done',
          },
          expect.objectContaining({ name: 'letter.pdf', content: btoa('dear') }),
        ],
      },
    ]);
  });

  it('shows sizes in kB and MB', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(formOf(documents));
    await screen.findByRole('group', { name: 'Documents' });
    await user.upload(fileInput(container), [
      new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }),
      new File([new Uint8Array(3 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(list).toHaveTextContent('2 kB');
    expect(list).toHaveTextContent('3 MB');
  });

  it('removes a file and gives focus back to the choose button', async () => {
    const user = userEvent.setup();
    const { container, submitted } = renderForm(formOf(documents));
    await screen.findByRole('group', { name: 'Documents' });
    await user.upload(fileInput(container), [pdf('cv.pdf'), pdf('letter.pdf')]);
    await user.click(await screen.findByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted[0]?.documents).toEqual([expect.objectContaining({ name: 'letter.pdf' })]);
  });

  it('chooses one file at a time when at most one is allowed', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(
      formOf({ ...documents, rules: [{ type: 'maxLength', value: 1 }] }),
    );
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(fileInput(container)).not.toHaveAttribute('multiple');
    await user.upload(fileInput(container), pdf('first.pdf'));
    await screen.findByText('first.pdf');
    await user.upload(fileInput(container), pdf('second.pdf'));
    await screen.findByText('second.pdf');
    expect(screen.queryByText('first.pdf')).not.toBeInTheDocument();
  });

  it('allows several files when more than one may be uploaded', async () => {
    const { container } = renderForm(
      formOf({ ...documents, rules: [{ type: 'maxLength', value: 3 }] }),
    );
    expect(await screen.findByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    expect(fileInput(container)).toHaveAttribute('multiple');
  });

  it('uses the question’s allowed types and texts', async () => {
    const { container } = renderForm(
      formOf({
        ...documents,
        fileUploadOptions: {
          allowedTypes: ['.pdf'],
          texts: { title: 'Drop your CV', hint: 'PDF only' },
        },
      }),
    );
    expect(await screen.findByText('Drop your CV')).toBeInTheDocument();
    expect(screen.getByText('PDF only')).toBeInTheDocument();
    expect(fileInput(container)).toHaveAttribute('accept', '.pdf');
  });

  it('says "File could not be uploaded" when a file cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      this.dispatchEvent(new ProgressEvent('error'));
    });
    const user = userEvent.setup();
    const { container, submitted } = renderForm(formOf(documents));
    await screen.findByRole('group', { name: 'Documents' });
    await user.upload(fileInput(container), pdf('cv.pdf'));
    expect(await screen.findByText('File could not be uploaded')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ documents: undefined }]);
  });

  it('shows the core’s error naming a file that is too large', async () => {
    const user = userEvent.setup();
    const { container, submitted } = renderForm(
      formOf({ ...documents, rules: [{ type: 'maxFileSizeMB', value: 1 }] }),
    );
    await screen.findByRole('group', { name: 'Documents' });
    await user.upload(fileInput(container), [
      pdf('small.pdf'),
      new File([new Uint8Array(2 * 1024 * 1024)], 'huge-scan.pdf', { type: 'application/pdf' }),
    ]);
    const group = screen.getByRole('group', { name: 'Documents' });
    await waitFor(() => {
      expect(group).toHaveAccessibleDescription(/huge-scan\.pdf/);
    });
    expect(group).not.toHaveAccessibleDescription(/small\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  });

  it('lists a file the host refuses as not uploaded, with the reason, until it is retried', async () => {
    const reasons = ['This file is not a PDF.'];
    const uploadFile = vi.fn((file: UploadedFile) => {
      const reason = reasons.shift();
      return reason === undefined
        ? Promise.resolve(file.uid)
        : Promise.reject(new Error(`${reason} (${file.name})`));
    });
    const user = userEvent.setup();
    const { container, submitted } = renderForm(formOf(documents), { host: { uploadFile } });
    await screen.findByRole('group', { name: 'Documents' });
    await user.upload(fileInput(container), pdf('cv.pdf', 'not a pdf'));
    const alert = (await screen.findByText('File could not be uploaded')).parentElement;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      'File could not be uploadedcv.pdf: This file is not a PDF. (cv.pdf)',
    );
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'cv.pdf', content: btoa('not a pdf'), status: 'done' }),
    );
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(list).toHaveTextContent('Not uploaded');
    expect(screen.getByRole('group', { name: 'Documents' })).toHaveAccessibleDescription(
      /File could not be uploaded/,
    );
    // A refused file keeps the form from being sent, with focus on the question.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Retry cv.pdf' }));
    await waitFor(() => {
      expect(screen.queryByText('File could not be uploaded')).not.toBeInTheDocument();
    });
    expect(uploadFile).toHaveBeenCalledTimes(2);
    expect(list).not.toHaveTextContent('Not uploaded');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([
      { documents: [expect.objectContaining({ name: 'cv.pdf', status: 'done' })] },
    ]);
    expect(submitted[0]?.documents).toEqual([
      expect.not.objectContaining({ error: expect.anything() as unknown }),
    ]);
  });

  it('says "Uploading…" while the host sends a file, and removing a refused file clears the error', async () => {
    let refuse: (reason: Error) => void = () => undefined;
    const uploadFile = vi.fn(
      () =>
        new Promise((_resolve, reject: (reason: Error) => void) => {
          refuse = reject;
        }),
    );
    const user = userEvent.setup();
    const { container, submitted } = renderForm(formOf(documents), { host: { uploadFile } });
    await screen.findByRole('group', { name: 'Documents' });
    await user.upload(fileInput(container), pdf('cv.pdf'));
    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(list).toHaveTextContent('Uploading…');
    refuse(new Error('The file is larger than 10 MB.'));
    expect(await screen.findByText('cv.pdf: The file is larger than 10 MB.')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Uploading…');
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText('File could not be uploaded')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ documents: [] }]);
  });

  it('is required like any other question', async () => {
    const user = userEvent.setup();
    renderForm(formOf({ ...documents, required: true }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Documents is required')).toBeInTheDocument();
  });

  it('links a file’s preview only for the preview types: doc, docx, pdf, txt, png, jpg, jpeg', async () => {
    const stored = ['cv.pdf', 'notes.txt', 'photo.JPEG', 'letter.docx', 'archive.zip', 'clip.gif'];
    renderForm(formOf({ ...documents, fileUploadOptions: { allowedTypes: ['*'] } }), {
      initialValues: {
        documents: stored.map((name) => storedFile(name, { previewUrl: `/preview/${name}` })),
      },
    });
    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    for (const name of ['cv.pdf', 'notes.txt', 'photo.JPEG', 'letter.docx'])
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', `/preview/${name}`);
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(list).toHaveTextContent('archive.zip');
    expect(list).toHaveTextContent('clip.gif');
  });

  it('follows fileUploadOptions.previewTypes', async () => {
    renderForm(formOf({ ...documents, fileUploadOptions: { previewTypes: ['.gif', 'image/*'] } }), {
      initialValues: {
        documents: [
          storedFile('clip.gif', { previewUrl: '/p/1' }),
          storedFile('scan', { type: 'image/png', previewUrl: '/p/2' }),
          storedFile('cv.pdf', { previewUrl: '/p/3' }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['clip.gif', 'scan']);
  });

  describe('count messages, worded by i18next as the server words them', () => {
    afterEach(async () => {
      await i18next.changeLanguage('en');
    });

    it.each([
      ['en', 1, 'Upload no more than 1 file.'],
      ['en', 3, 'Upload no more than 3 files.'],
      ['de', 1, 'Laden Sie höchstens 1 Datei hoch.'],
      ['de', 2, 'Laden Sie höchstens 2 Dateien hoch.'],
      ['ar', 1, 'لا ترفع أكثر من ملف واحد.'],
      ['ar', 2, 'لا ترفع أكثر من ملفين.'],
      ['ar', 3, 'لا ترفع أكثر من 3 ملفات.'],
      ['ar', 11, 'لا ترفع أكثر من 11 ملفًا.'],
    ])('%s, at most %i: “%s”', async (language, limit, expected) => {
      await loadFormsCatalog(i18next, language);
      await i18next.changeLanguage(language);
      const user = userEvent.setup();
      renderForm(formOf({ ...documents, rules: [{ type: 'maxLength', value: limit }] }), {
        initialValues: {
          documents: Array.from({ length: limit + 1 }, (_, at) => storedFile(`${at}.pdf`)),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
      // The server's translator picks the same form.
      expect(createTranslator(language)('fileMax', { count: limit })).toBe(expected);
    });
  });
});

function storedFile(name: string, extra: Partial<UploadedFile> = {}): UploadedFile {
  return {
    uid: name,
    name,
    size: 10,
    type: '',
    lastModified: 0,
    webkitRelativePath: '',
    content: '',
    status: 'done',
    ...extra,
  };
}
