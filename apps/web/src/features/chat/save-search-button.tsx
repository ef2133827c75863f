import { useTranslation } from '../../shared/i18n/use-translation';
import type { ChatSearch } from '@careers/contracts/chat';
import { createJobAlertCall } from '@careers/contracts/job-alerts';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { chatSearchParams } from './chat-search-params';

// The chat's search saved as a job alert (createJobAlertCall), after a login if need be.
export function SaveSearchButton({ search }: { search: ChatSearch }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const runLoggedIn = useLoggedInAction(['jobs']);
  const save = useCallMutation(createJobAlertCall);
  if (save.isSuccess) return <p role="status">{t('chat.alertSaved')}</p>;
  const { query, location, ...params } = chatSearchParams(search);
  const filters: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(params)) {
    const list = (values as readonly string[]).filter((value) => value !== '');
    if (list.length > 0) filters[key.slice('filter_'.length)] = list;
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1 text-sm"
        isDisabled={save.isPending}
        onPress={() => {
          runLoggedIn(() =>
            save.mutateAsync({
              body: {
                domain,
                query: String(query ?? ''),
                location: String(location ?? ''),
                filters,
              },
            }),
          );
        }}
      >
        {t('chat.saveAlert')}
      </Button>
      <InlineError error={save.error} />
    </div>
  );
}
