import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@careers/contracts/applications';
import type { FormValues } from '@careers/forms/core';
import {
  answersPayload,
  type UploadCache,
  type UploadFile,
} from '../../shared/forms/answers-payload';
import { useSaveDraftApplication } from './api/use-save-draft-application';

export type DraftStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'failed' };

// The draft is saved on the server as the candidate types (debounced), and at once when the page is
// hidden or left, so it resumes on any device.
export function useDraftAutosave(input: {
  methods: UseFormReturn<FormValues>;
  positionId: string;
  domain: string;
  uploads: UploadCache;
  upload: UploadFile;
  enabled: boolean;
}) {
  const { methods, positionId, domain, uploads, upload, enabled } = input;
  const { mutateAsync: saveDraft } = useSaveDraftApplication();
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle' });
  const pending = useRef(false);
  const stopped = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    stopped.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Read anew after each await: the page may have been left or submitted meanwhile.
    const isStopped = () => stopped.current;
    const save = async () => {
      clearTimeout(timer);
      if (!pending.current || isStopped()) return;
      pending.current = false;
      setStatus({ state: 'saving' });
      try {
        // A refused file is left out: it cannot keep the other answers from being saved.
        const valuesJson = await answersPayload(methods.getValues(), upload, uploads, 'draft');
        await saveDraft({ body: { domain, positionId, valuesJson } });
        if (!isStopped()) setStatus({ state: 'saved', at: new Date() });
      } catch {
        if (!isStopped()) setStatus({ state: 'failed' });
      }
    };
    const subscription = methods.watch((_values, { type }) => {
      // Only the candidate's edits: the form setting its own values is not a change of theirs.
      if (type !== 'change') return;
      pending.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), DRAFT_SAVE_DEBOUNCE_MS);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      // Leaving the page within the app: what is not saved yet is saved now.
      void save().finally(() => {
        stopped.current = true;
      });
    };
  }, [enabled, methods, positionId, domain, uploads, upload, saveDraft]);

  return {
    status,
    // The submit itself removes the draft: nothing may be saved after it.
    stop: () => {
      stopped.current = true;
      pending.current = false;
    },
  };
}
