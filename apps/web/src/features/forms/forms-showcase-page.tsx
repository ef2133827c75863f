import { useMemo, useState } from 'react';
import {
  SwitchButton,
  SwitchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type Key,
} from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormDefinition, FormErrors, QuestionItem } from '@careers/forms/core';
import {
  HTMLForm,
  PreboardingAdmin,
  SimpleForm,
  StepperForm,
  useDynamicForm,
  type FormMode,
} from '@careers/forms/react';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { showToast } from '../../shared/toasts/toast-queue';
import { ALL_QUESTION_TYPES } from '@careers/forms/demo';
import { showcaseHost } from './showcase-host';

// What "the server" answers when the showcase injects an error (errors per field, focus on the
// first: docs/product/forms-toolkit.md).
const SERVER_ERRORS: FormErrors = {
  email: 'This email address is already used by another application.',
  department: 'This department is not hiring right now.',
};

// Prefilled answers, so the highlight and view mode have something to show.
const INITIAL_VALUES = { country: 'United States', state: 'California', ssn: '123-45-6789' };

const TAB = `cursor-pointer rounded-brand px-4 py-2 font-medium text-ink/80 data-[selected]:bg-primary data-[selected]:text-white ${FOCUS_RING}`;

/** /careers/forms/showcase: the demo form 'All question types' in every layout. */
export function FormsShowcasePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<FormMode>('edit');
  const [layout, setLayout] = useState<Key>('simple');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('formsShowcase.heading')}</h1>
        <p className="max-w-3xl text-ink/80">{t('formsShowcase.intro')}</p>
      </div>
      <SwitchField
        isSelected={mode === 'view'}
        onChange={(view) => {
          setMode(view ? 'view' : 'edit');
        }}
        className="flex w-fit"
      >
        <SwitchButton className="group flex cursor-pointer items-center gap-3 font-medium">
          <span
            aria-hidden="true"
            className="flex h-6 w-11 items-center rounded-full bg-ink/25 p-0.5 transition group-data-[selected]:bg-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent group-data-[focus-visible]:ring-offset-2"
          >
            <span className="size-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-5 rtl:group-data-[selected]:-translate-x-5" />
          </span>
          {t('formsShowcase.viewMode')}
        </SwitchButton>
      </SwitchField>
      <Tabs selectedKey={layout} onSelectionChange={setLayout} className="flex flex-col gap-6">
        <TabList
          aria-label={t('formsShowcase.layouts')}
          className="flex flex-wrap gap-2 border-b border-ink/15 pb-3"
        >
          <Tab id="simple" className={TAB}>
            {t('formsShowcase.simple')}
          </Tab>
          <Tab id="stepper" className={TAB}>
            {t('formsShowcase.stepper')}
          </Tab>
          <Tab id="html" className={TAB}>
            {t('formsShowcase.html')}
          </Tab>
          <Tab id="admin" className={TAB}>
            {t('formsShowcase.admin')}
          </Tab>
        </TabList>
        <TabPanel id="simple" className="outline-none">
          <ShowcaseForm key={`simple-${mode}`} layout="simple" mode={mode} />
        </TabPanel>
        <TabPanel id="stepper" className="outline-none">
          <ShowcaseForm key={`stepper-${mode}`} layout="stepper" mode={mode} />
        </TabPanel>
        <TabPanel id="html" className="outline-none">
          <ShowcaseBlocks
            definition={ALL_QUESTION_TYPES}
            onOpen={() => {
              setLayout('stepper');
            }}
          />
        </TabPanel>
        <TabPanel id="admin" className="outline-none">
          <ShowcaseAdmin mode={mode} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function ShowcaseForm({ layout, mode }: { layout: 'simple' | 'stepper'; mode: FormMode }) {
  const { t } = useTranslation();
  const host = useMemo(
    () =>
      showcaseHost((event) =>
        showToast(t(event === 'signed' ? 'formsShowcase.signed' : 'formsShowcase.rejected')),
      ),
    [t],
  );
  const form = useDynamicForm({
    definition: ALL_QUESTION_TYPES,
    initialValues: INITIAL_VALUES,
    mode,
    host,
  });
  const Layout = layout === 'simple' ? SimpleForm : StepperForm;
  const actions =
    mode === 'edit' ? (
      <>
        <Button
          variant="secondary"
          onPress={() => {
            form.setServerErrors(SERVER_ERRORS);
          }}
        >
          {t('formsShowcase.injectError')}
        </Button>
        <Button type="submit">{t('formsShowcase.submit')}</Button>
      </>
    ) : undefined;
  const rendered = (
    <Layout
      form={form}
      actions={actions}
      aria-label={ALL_QUESTION_TYPES.title}
      onSubmit={() => void showToast(t('formsShowcase.valid'))}
    />
  );
  // A simple form reads best at a line length; the stepper uses the width for its timeline.
  return layout === 'simple' ? <div className="max-w-3xl">{rendered}</div> : rendered;
}

function ShowcaseBlocks({
  definition,
  onOpen,
}: {
  definition: FormDefinition;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  // HTML as an employer would write it; HTMLForm sanitises it before it is shown.
  const blocks = definition.sections.map((section, index) => ({
    id: section.id ?? `block-${index}`,
    heading: section.title,
    description: [
      section.description ? `<p>${section.description}</p>` : '',
      `<p>${t('formsShowcase.blockText', { count: section.items.length })}</p>`,
      `<ul>${section.items.map((item) => `<li>${item.label ?? item.name}</li>`).join('')}</ul>`,
    ].join(''),
    image: index === 0 ? '/forms/form-image.svg' : undefined,
    actions: (
      <Button variant="secondary" onPress={onOpen}>
        {t('formsShowcase.openStepper')}
      </Button>
    ),
  }));
  return <HTMLForm blocks={blocks} />;
}

function ShowcaseAdmin({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const [questions, setQuestions] = useState<QuestionItem[]>(
    () => ALL_QUESTION_TYPES.sections[0]?.items ?? [],
  );
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <PreboardingAdmin
        aria-label={t('formsShowcase.adminList')}
        questions={questions}
        mode={mode}
        onChange={setQuestions}
        onEdit={(question) => {
          setEditing(question.label ?? question.name);
        }}
      />
      <p role="status" className="text-sm text-ink/80">
        {editing ? t('formsShowcase.editing', { question: editing }) : ''}
      </p>
    </div>
  );
}
