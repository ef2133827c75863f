import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSection as Section } from '../../core/types';
import { FormShell, type SubmitHandler } from '../engine/form-shell';
import { useSectionErrorCount, useSectionNewCount } from '../engine/section-counts';
import { useSectionVisible } from '../engine/use-visibility';
import type { DynamicForm } from '../engine/use-dynamic-form';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { FOCUS_RING } from '../ui/classes';
import { FormSection } from './form-section';
import { useScrollSpy } from './use-scroll-spy';

// The fixed footer's height is measured again 500 ms after it last changed.
const FOOTER_HEIGHT_DEBOUNCE_MS = 500;

const FIELD_SELECTOR =
  'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), button[aria-haspopup]:not(:disabled), [role=radio], [tabindex="0"]';

/** The first invalid field of a section, else its first input; focused and scrolled to. */
function focusSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const target =
    section.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    section.querySelector<HTMLElement>(FIELD_SELECTOR);
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus({ preventScroll: true });
}

function sectionIdOf(section: Section, index: number): string {
  return section.id ?? `section-${index + 1}`;
}

/**
 * StepperForm: sections beside a timeline of steps (desktop and tablet) or under a scroll progress
 * bar (phones), with actions in a fixed footer.
 */
export function StepperForm({
  form,
  onSubmit,
  actions,
  'aria-label': ariaLabel,
}: {
  form: DynamicForm;
  onSubmit?: SubmitHandler;
  actions?: ReactNode;
  'aria-label'?: string;
}) {
  const { t } = useTranslation(FORMS_NS);
  // The landmark's and progress bar's names are read here, outside the form shell that waits for
  // the catalog: this layout waits for it too, so a cold load never shows a key.
  const ready = useFormsNamespace();
  const sections = useMemo(
    () => (Array.isArray(form.definition.sections) ? form.definition.sections : []),
    [form.definition],
  );
  const ids = useMemo(() => sections.map(sectionIdOf), [sections]);
  const { active, progress, pick } = useScrollSpy(ids);
  const footer = useRef<HTMLDivElement>(null);
  const footerHeight = useFooterHeight(footer);
  const steps = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (id: string) => {
    pick(id);
    focusSection(id);
  };

  // Home and End jump to the first and last step; the arrows move between steps.
  const onStepsKeyDown = (event: KeyboardEvent) => {
    const buttons = steps.current.filter(
      (button): button is HTMLButtonElement => !!button?.isConnected,
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? Math.min(last, index + 1)
            : event.key === 'ArrowUp'
              ? Math.max(0, index - 1)
              : undefined;
    if (next === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[next]?.focus();
    if (event.key === 'Home' || event.key === 'End') {
      const id = buttons[next]?.dataset.step;
      if (id) pick(id);
    }
  };

  if (!ready) return null;
  return (
    <FormShell form={form} onSubmit={onSubmit} aria-label={ariaLabel ?? form.definition.title}>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t('progressText', { percent: progress })}
        className="sticky top-0 z-10 h-1.5 w-full bg-ink/10 min-[600px]:hidden"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <div className="flex gap-8 pt-4" style={{ paddingBottom: footerHeight + 24 }}>
        <nav
          aria-label={t('stepperLabel')}
          className="sticky top-4 hidden max-h-[calc(100vh-2rem)] w-64 shrink-0 self-start overflow-y-auto min-[600px]:block"
        >
          <ol
            className="relative flex flex-col"
            ref={(list) => {
              list?.addEventListener('keydown', onStepsKeyDown);
              return () => list?.removeEventListener('keydown', onStepsKeyDown);
            }}
          >
            {sections.map((section, index) => (
              <Step
                key={ids[index]}
                id={ids[index] ?? ''}
                section={section}
                isActive={active === ids[index]}
                onChoose={choose}
                buttonRef={(button) => {
                  steps.current[index] = button;
                }}
              />
            ))}
          </ol>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-10">
          {sections.map((section, index) => (
            <FormSection key={ids[index]} section={section} id={ids[index]} />
          ))}
        </div>
      </div>
      {actions && (
        <div
          ref={footer}
          className="fixed inset-x-0 bottom-0 z-20 border-t border-ink/15 bg-surface/95 px-4 py-3 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-5xl flex-wrap justify-end gap-3">{actions}</div>
        </div>
      )}
    </FormShell>
  );
}

function Step({
  id,
  section,
  isActive,
  onChoose,
  buttonRef,
}: {
  id: string;
  section: Section;
  isActive: boolean;
  onChoose: (id: string) => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation(FORMS_NS);
  const items = useMemo(() => (Array.isArray(section.items) ? section.items : []), [section]);
  const visible = useSectionVisible(items);
  const errorCount = useSectionErrorCount(items);
  const newCount = useSectionNewCount(items);
  if (!visible) return null;
  return (
    <li className="group relative flex gap-3 pb-6 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute start-[9px] top-6 bottom-0 w-0.5 bg-ink/15 group-last:hidden"
      />
      <span
        aria-hidden="true"
        className={`relative z-[1] mt-1 size-5 shrink-0 rounded-full border-2 ${
          errorCount > 0
            ? 'border-red-700 bg-red-50'
            : isActive
              ? 'border-primary bg-primary'
              : 'border-ink/40 bg-surface'
        }`}
      />
      <button
        ref={buttonRef}
        type="button"
        data-step={id}
        aria-current={isActive ? 'step' : undefined}
        onClick={() => {
          onChoose(id);
        }}
        className={`flex min-w-0 flex-col items-start rounded-sm text-start ${FOCUS_RING}`}
      >
        <span className={`font-medium ${isActive ? 'text-primary' : ''}`}>{section.title}</span>
        {newCount > 0 && (
          <span className="text-sm text-ink/75">{t('newQuestions', { count: newCount })}</span>
        )}
        {errorCount > 0 && (
          <span className="text-sm font-medium text-red-700">
            {t('errorsFound', { count: errorCount, errorCount })}
          </span>
        )}
      </button>
    </li>
  );
}

function useFooterHeight(footer: RefObject<HTMLDivElement | null>): number {
  const [height, setHeight] = useState(72);
  useEffect(() => {
    const element = footer.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setHeight(element.offsetHeight);
      }, FOOTER_HEIGHT_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [footer]);
  return height;
}
