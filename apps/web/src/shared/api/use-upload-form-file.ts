import { useCallback } from 'react';
import { uploadFileCall } from '@careers/contracts/forms';
import type { UploadFile } from '../forms/answers-payload';
import { useBootData } from '../boot/boot-data-context';
import { useCallMutation } from './use-call-mutation';

/**
 * POST /api/pcsx/files: a stored form's file answer, checked and stored by the server before the
 * answers are sent (shared/forms/answers-payload.ts). Here rather than in a feature: every page
 * that fills a stored form — the application form, the forms center — uploads through it, and
 * none of them owns the file store.
 */
export function useUploadFormFile(): UploadFile {
  const { domain } = useBootData();
  const { mutateAsync } = useCallMutation(uploadFileCall);
  return useCallback(
    (file) =>
      mutateAsync({ body: { domain, name: file.name, type: file.type, content: file.content } }),
    [domain, mutateAsync],
  );
}
