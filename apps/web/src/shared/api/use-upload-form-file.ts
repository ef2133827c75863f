import { useCallback } from 'react';
import { uploadFileCall } from '@careers/contracts/forms';
import type { UploadFile } from '../forms/answers-payload';
import { refusalBeforeSending } from '../forms/upload-refusal';
import { useBootData } from '../boot/boot-data-context';
import { useCallMutation } from './use-call-mutation';

/**
 * POST /api/pcsx/files: a stored form's file answer, checked and stored by the server before the
 * answers are sent (shared/forms/answers-payload.ts). Here rather than in a feature: every page
 * that fills a stored form — the application form, the forms center — uploads through it, and
 * none of them owns the file store. An empty or too large file is refused before it is sent, as
 * the server would refuse it.
 */
export function useUploadFormFile(): UploadFile {
  const { domain } = useBootData();
  const { mutateAsync } = useCallMutation(uploadFileCall);
  return useCallback(
    (file) => {
      const refused = refusalBeforeSending(file.content);
      if (refused) return Promise.reject(refused);
      return mutateAsync({
        body: { domain, name: file.name, type: file.type, content: file.content },
      });
    },
    [domain, mutateAsync],
  );
}
