import { FileTrigger } from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Profile } from '@careers/contracts/profile';
import { useBootData } from '../../shared/boot/boot-data-context';
import { readAsBase64 } from '../../shared/files/data-url';
import { showToast } from '../../shared/toasts/toast-queue';
import { Button } from '../../shared/ui/button';
import { avatarSource, squarePhoto } from './avatar-image';
import { useDeleteAvatar } from './api/use-delete-avatar';
import { useUploadAvatar } from './api/use-upload-avatar';

function initials(profile: Profile): string {
  const letters = [profile.firstName, profile.lastName]
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || (Array.from(profile.email)[0] ?? '?').toUpperCase();
}

// The candidate's photo (or initials) with Add, Change and Remove; the photo is cropped and scaled
// in the browser before it is sent.
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const isBusy = upload.isPending || remove.isPending;

  async function send(file: File) {
    let content: string;
    try {
      content = await readAsBase64(await squarePhoto(file));
    } catch {
      showToast(t('profile.photo.unreadable'), { tone: 'negative' });
      return;
    }
    upload.mutate({ body: { domain, name: 'photo.jpg', content } });
  }

  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      {profile.avatar ? (
        <img
          src={avatarSource(profile.avatar, domain)}
          alt={t('profile.photo.alt')}
          width={64}
          height={64}
          className="size-16 rounded-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-white"
        >
          {initials(profile)}
        </div>
      )}
      <div className="flex gap-1">
        <FileTrigger
          acceptedFileTypes={['image/png', 'image/jpeg']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void send(file);
          }}
        >
          <Button
            variant="ghost"
            className="min-h-8 px-2 py-1 text-sm"
            isPending={upload.isPending}
          >
            {profile.avatar ? t('profile.photo.change') : t('profile.photo.add')}
          </Button>
        </FileTrigger>
        {profile.avatar ? (
          <Button
            variant="ghost"
            className="min-h-8 px-2 py-1 text-sm"
            isDisabled={isBusy}
            aria-label={t('profile.photo.removeLabel')}
            onPress={() => {
              remove.mutate({ body: { domain } });
            }}
          >
            {t('profile.photo.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
