import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBootData } from '../../shared/boot/boot-data-context';
import { termsOfServiceQueryKey, useTermsOfService } from './api/use-terms-of-service';

const TermsModal = lazy(() =>
  import('./terms-modal').then((module) => ({ default: module.TermsModal })),
);

// Terms not attested → a modal that blocks until accepted. Rendered only when `needsTermsCheck`
// holds (logged in, terms enabled), so the check never runs for visitors.
export function TermsGate() {
  const boot = useBootData();
  const queryClient = useQueryClient();
  const terms = boot.configs.pcsxConfig.termsOfServiceConfig;
  const query = useTermsOfService(boot.domain);
  if (query.data?.tosAttested !== false) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal
        title={terms.title}
        contentHtml={terms.contentHtml}
        acceptButtonText={terms.acceptButtonText}
        domain={boot.domain}
        isOnboarded={boot.onboardingData.isOnboarded}
        onAccepted={() =>
          queryClient.setQueryData(termsOfServiceQueryKey(boot.domain), { tosAttested: true })
        }
      />
    </Suspense>
  );
}
