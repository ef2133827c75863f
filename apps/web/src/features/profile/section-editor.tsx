import { useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Profile } from '@careers/contracts/profile';
import {
  SimpleForm,
  useDynamicForm,
  useFormsNamespace,
  type SubmitHandler,
} from '@careers/forms/react';
import { useBootData } from '../../shared/boot/boot-data-context';
import { siteFormHost, useDefaultPhoneCountry } from '../../shared/forms/forms-host';
import { Button } from '../../shared/ui/button';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import {
  isListSection,
  sectionForm,
  sectionValue,
  sectionValues,
  type EditableSection,
} from './profile-forms';
import { useFetchSuggestions } from '../search/api/use-autocomplete';
import { useEditProfile } from './api/use-edit-profile';

export type EditTarget = { section: EditableSection; index: number | null };

// A dialog with the section's form: a new entry (index null), one entry, or the whole section.
export function SectionEditor({
  profile,
  target,
  onClose,
}: {
  profile: Profile;
  target: EditTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isReady = useFormsNamespace();
  const { section, index } = target;
  const isNew = isListSection(section) && index === null;
  const title = t(isNew ? `profile.add.${section}` : `profile.edit.${section}`);
  return (
    <ModalDialog title={title} isOpen closeLabel={t('profile.close')} onClose={onClose}>
      {isReady ? (
        <SectionForm profile={profile} target={target} title={title} onDone={onClose} />
      ) : null}
    </ModalDialog>
  );
}

function SectionForm({
  profile,
  target,
  title,
  onDone,
}: {
  profile: Profile;
  target: EditTarget;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const { section, index } = target;
  const suggest = useFetchSuggestions();
  const defaultPhoneCountry = useDefaultPhoneCountry();
  const host = useMemo(
    () => siteFormHost(suggest, { defaultPhoneCountry }),
    [suggest, defaultPhoneCountry],
  );
  // What the entry held when the dialog opened; the form owns the values from then on.
  const [definition] = useState(() =>
    sectionForm(section, t, sectionValues(profile, section, index)),
  );
  const form = useDynamicForm({ definition, mode: 'edit', host });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const edit = useEditProfile();

  const onSubmit: SubmitHandler = async (values) => {
    const value = sectionValue(section, values);
    const operation = !isListSection(section) || index !== null ? 'edit' : 'add';
    const opData = index === null ? { value } : { value, index };
    try {
      await edit.mutateAsync({
        // The contract checks the pairing of section, operation and value on both sides.
        body: { domain, opSection: section, operation, opData } as Parameters<
          typeof edit.mutateAsync
        >[0]['body'],
      });
      onDone();
    } catch {
      // useEditProfile says what failed; the form stays open with what was typed.
    }
    return undefined;
  };

  return (
    <SimpleForm
      form={form}
      onSubmit={onSubmit}
      aria-label={title}
      actions={
        <>
          <Button variant="secondary" onPress={onDone} isDisabled={isSubmitting}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" isPending={isSubmitting} className="data-[pending]:opacity-60">
            {t('profile.save')}
          </Button>
        </>
      }
    />
  );
}
