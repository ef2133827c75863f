import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import { FORMS_CENTER_TABS, type FormsCenterTab } from '@careers/contracts/forms';
import { DataState } from '@careers/forms/react';
import { useFormat } from '../../shared/i18n/format';
import { FOCUS_RING } from '../../shared/ui/button';
import { FormTaskRow } from './form-task-row';
import { useFormsList } from './api/use-forms-list';

const TAB = `group flex cursor-pointer items-center gap-2 rounded-brand px-4 py-2 font-medium text-ink/80 data-[selected]:bg-primary data-[selected]:text-white ${FOCUS_RING}`;
const BADGE =
  'min-w-6 rounded-full bg-ink/10 px-2 text-center text-sm group-data-[selected]:bg-white/25';

/** /careers/forms/center (protected): the forms to fill in, and those sent. */
export function FormsCenterPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [tab, setTab] = useState<FormsCenterTab>('to_do');
  const list = useFormsList(tab);
  return (
    <section
      aria-labelledby="forms-center-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h1 id="forms-center-heading" className="text-2xl font-semibold">
          {t('formsCenter.heading')}
        </h1>
        <p className="text-ink/80">{t('formsCenter.intro')}</p>
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key === 'completed' ? 'completed' : 'to_do');
        }}
        className="flex flex-col gap-4"
      >
        <TabList
          aria-label={t('formsCenter.tabsLabel')}
          className="flex flex-wrap gap-2 border-b border-ink/15 pb-3"
        >
          {FORMS_CENTER_TABS.map((id) => {
            const name = t(`formsCenter.tabs.${id}`);
            const count = list.counts[id];
            return (
              <Tab key={id} id={id} className={TAB}>
                {count === undefined ? (
                  name
                ) : (
                  <>
                    <span aria-hidden="true">{name}</span>
                    <span aria-hidden="true" className={BADGE}>
                      {format.number(count)}
                    </span>
                    <span className="sr-only">
                      {t('formsCenter.tabWithCount', {
                        name,
                        count,
                        formatted: format.number(count),
                      })}
                    </span>
                  </>
                )}
              </Tab>
            );
          })}
        </TabList>
        {FORMS_CENTER_TABS.map((id) => (
          <TabPanel key={id} id={id} className="outline-none">
            {/* The form toolkit's data states, as every list of forms shows them. */}
            <DataState
              status={
                list.error
                  ? 'error'
                  : list.isLoading
                    ? 'fetching'
                    : list.forms.length === 0
                      ? 'empty'
                      : 'ready'
              }
              onRetry={list.refetch}
              emptyHint={t(`formsCenter.emptyHint.${id}`)}
            >
              <ul className="flex flex-col gap-3">
                {list.forms.map((task) => (
                  <FormTaskRow key={task.formId} task={task} />
                ))}
              </ul>
            </DataState>
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
