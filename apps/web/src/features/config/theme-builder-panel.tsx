import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ThemeSchema, type Theme } from '@careers/contracts/config';
import { useBootData } from '../../shared/boot/boot-data-context';
import { notify } from '../../shared/toasts/toast-queue';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { applyTheme } from './theme';
import { useSaveTheme } from './api/use-save-theme';

type ColorKey = 'primaryColor' | 'accentColor' | 'backgroundColor' | 'textColor';
const COLOR_KEYS: readonly ColorKey[] = [
  'primaryColor',
  'accentColor',
  'backgroundColor',
  'textColor',
];

function ColorInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className="h-9 w-14 cursor-pointer rounded border border-ink/20 bg-surface"
      />
    </div>
  );
}

// Live preview: every edit is applied to the page at once; Save stores it for the group.
export function ThemeBuilderPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const boot = useBootData();
  const saved = boot.configs.pcsxConfig.branding.theme;
  const [theme, setTheme] = useState<Theme>(saved);
  const saveTheme = useSaveTheme({
    onSuccess: () => {
      notify(t('themeBuilder.saved'), { tone: 'positive' });
    },
  });
  const titleId = useId();

  function update(next: Theme) {
    setTheme(next);
    if (ThemeSchema.safeParse(next).success) applyTheme(next);
  }

  return (
    <section
      aria-labelledby={titleId}
      className="w-80 rounded-brand border border-ink/10 bg-surface p-4 text-ink shadow-xl"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('themeBuilder.title')}
        </h2>
        <Button
          variant="ghost"
          aria-label={t('themeBuilder.close')}
          onPress={onClose}
          className="px-2"
        >
          ×
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        {COLOR_KEYS.map((key) => (
          <ColorInput
            key={key}
            label={t(`themeBuilder.${key}`)}
            value={theme[key]}
            onChange={(value) => {
              update({ ...theme, [key]: value });
            }}
          />
        ))}
        <TextField
          label={t('themeBuilder.fontFamily')}
          value={theme.fontFamily}
          onChange={(value) => {
            update({ ...theme, fontFamily: value });
          }}
        />
        <TextField
          label={t('themeBuilder.borderRadius')}
          type="number"
          inputMode="numeric"
          value={String(theme.borderRadius)}
          onChange={(value) => {
            update({ ...theme, borderRadius: Math.min(32, Math.max(0, Number(value) || 0)) });
          }}
        />
        <InlineError error={saveTheme.error} />
        <div className="flex gap-2">
          <Button
            onPress={() => {
              // The server checks the theme against the same contract (422 names the field).
              saveTheme.mutate({ body: { domain: boot.domain, theme } });
            }}
            isPending={saveTheme.isPending}
          >
            {t('themeBuilder.save')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              update(saved);
            }}
          >
            {t('themeBuilder.reset')}
          </Button>
        </div>
      </div>
    </section>
  );
}
