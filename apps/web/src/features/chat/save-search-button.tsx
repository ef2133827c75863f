import { useTranslation } from '../../shared/i18n/use-translation';
import type { ChatSearch } from '@careers/contracts/chat';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useCreateJobAlert } from '../job-alerts/api/use-create-job-alert';
import { chatSearchParams } from './chat-search-params';

// The chat's search saved as a job alert, after a login if need be, through the job alerts' own
// hook: the search page's "Get job alerts" then reads its search again and says the alert is on.
export function SaveSearchButton({ search }: { search: ChatSearch }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const runLoggedIn = useLoggedInAction(['jobs']);
  const save = useCreateJobAlert();
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
