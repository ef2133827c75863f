import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';

const ThemeBuilderPanel = lazy(() =>
  import('./theme-builder-panel').then((module) => ({ default: module.ThemeBuilderPanel })),
);

// The theme builder, for theme-builder users only (the caller checks).
export function ThemeBuilder() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="fixed bottom-4 end-4 z-[900] flex flex-col items-end gap-2">
      {isOpen ? (
        <Suspense fallback={null}>
          <ThemeBuilderPanel
            onClose={() => {
              setIsOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      <Button
        aria-expanded={isOpen}
        onPress={() => {
          setIsOpen(!isOpen);
        }}
        className="shadow-lg"
      >
        {t('themeBuilder.open')}
      </Button>
    </div>
  );
}
