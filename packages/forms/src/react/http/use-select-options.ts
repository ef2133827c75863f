import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Choice, QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { loadHostOptions, loadOptions, optionsUrl } from './select-options';

export type OptionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: Choice[] };

/** A select's options, from the question, the endpoint or the host. */
export function useSelectOptions(item: QuestionItem): OptionsState {
  const { host } = useFormRuntime();
  const options = item.selectOptions ?? {};
  const parentField = options.parentField;
  const parentValue: unknown = useWatch({
    name: parentField ?? '__no_parent__',
    disabled: !parentField,
  });
  const source = options.apiEndpoint
    ? optionsUrl(options.apiEndpoint, parentValue, window.location.search)
    : options.apiCall
      ? `host:${options.apiCall}:${JSON.stringify(parentValue ?? null)}`
      : undefined;
  const [loaded, setLoaded] = useState<{ source: string; state: OptionsState } | null>(null);
  // Stable, so the select does not rework its options on every render.
  const given = useMemo<OptionsState>(
    () => ({ status: 'ready', options: options.choices ?? [] }),
    [options.choices],
  );

  useEffect(() => {
    if (!source) return;
    let live = true;
    const promise = options.apiEndpoint
      ? loadOptions(source)
      : loadHostOptions(
          options.apiCall ?? '',
          parentValue,
          host.optionLoaders?.[options.apiCall ?? ''],
        );
    promise.then(
      (choices) => {
        if (live) setLoaded({ source, state: { status: 'ready', options: choices } });
      },
      () => {
        if (live) setLoaded({ source, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
    // The source names what is loaded (endpoint and parent value); it alone decides a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  if (!source) return given;
  return loaded?.source === source ? loaded.state : { status: 'loading' };
}
