import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@careers/forms/core';
import {
  answersPayload,
  FileNotUploadedError,
  uploadFileForHost,
  type UploadCache,
  type UploadFile,
} from './answers-payload';

const FILE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

function chosen(uid: string, name: string): UploadedFile {
  return {
    uid,
    name,
    size: 5,
    type: 'application/pdf',
    lastModified: 0,
    webkitRelativePath: '',
    content: btoa(name),
    status: 'done',
  };
}

// The server: stores cv.pdf, refuses anything else.
const upload = vi.fn<UploadFile>((file) =>
  file.name === 'cv.pdf'
    ? Promise.resolve({ fileId: FILE_ID, name: file.name, size: 5, type: 'application/pdf' })
    : Promise.reject(new Error('This file is not a PDF.')),
);

describe('answersPayload', () => {
  it('leaves a refused file out of a draft and saves the other answers', async () => {
    const cache: UploadCache = new Map();
    const values = {
      name: 'Alex',
      documents: [chosen('a', 'cv.pdf'), chosen('b', 'fake.pdf')],
      list: [{ attachment: [{ ...chosen('c', 'old.pdf'), status: 'error', error: 'Refused' }] }],
    };
    const json = await answersPayload(values, upload, cache, 'draft');
    expect(JSON.parse(json)).toEqual({
      name: 'Alex',
      documents: [expect.objectContaining({ name: 'cv.pdf', fileId: FILE_ID, content: '' })],
      list: [{ attachment: [] }],
    });
  });

  it('leaves an answer past 10,000 characters out of a draft, in a list row too', async () => {
    const pasted = 'x'.repeat(10 * 1024 * 1024);
    const values = {
      name: 'Alex',
      letter: pasted,
      list: [{ company: pasted, title: 'Engineer' }],
      documents: [chosen('g', 'cv.pdf')],
    };
    const json = await answersPayload(values, upload, new Map(), 'draft');
    expect(JSON.parse(json)).toEqual({
      name: 'Alex',
      list: [{ title: 'Engineer' }],
      documents: [expect.objectContaining({ fileId: FILE_ID })],
    });
    // A submit never leaves an answer out: the toolkit's rules refuse it before it is sent.
    const submitted = await answersPayload({ letter: pasted }, upload, new Map());
    expect((JSON.parse(submitted) as { letter: string }).letter).toHaveLength(pasted.length);
  });

  it('stops a submit at a refused file, naming its question', async () => {
    const cache: UploadCache = new Map();
    const refused = answersPayload(
      { list: [{ attachment: [chosen('d', 'fake.pdf')] }] },
      upload,
      cache,
    );
    await expect(refused).rejects.toThrow(FileNotUploadedError);
    await expect(refused).rejects.toMatchObject({ path: 'list.0.attachment' });
    const listed = answersPayload(
      { documents: [{ ...chosen('e', 'x.pdf'), status: 'error' }] },
      upload,
      cache,
    );
    await expect(listed).rejects.toMatchObject({ path: 'documents' });
  });

  it('sends a file once for the toolkit and the save alike, and again after a refusal', async () => {
    upload.mockClear();
    const cache: UploadCache = new Map();
    const uploadFile = uploadFileForHost(upload, cache, (error) => `Said: ${String(error)}`);
    await uploadFile(chosen('f', 'cv.pdf'));
    await answersPayload({ documents: [chosen('f', 'cv.pdf')] }, upload, cache, 'draft');
    expect(upload).toHaveBeenCalledTimes(1);
    await expect(uploadFile(chosen('g', 'fake.pdf'))).rejects.toThrow(
      'Said: Error: This file is not a PDF.',
    );
    await expect(uploadFile(chosen('g', 'fake.pdf'))).rejects.toThrow();
    expect(upload).toHaveBeenCalledTimes(3);
  });
});
