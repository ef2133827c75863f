import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionItem, UploadedFile } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

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
});
