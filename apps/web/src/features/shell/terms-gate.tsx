import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '../../shared/boot/boot-data-context';

const TermsModal = lazy(() =>
  import('./terms-modal').then((module) => ({ default: module.TermsModal })),
);

export const termsQueryKey = (domain: string) => ['terms-of-service', domain] as const;

// spec 1 §4: logged in, terms enabled and not attested → a modal that blocks until accepted.
// spec 1 §8: a failed terms fetch only ends the loading state.
export function TermsGate() {
  const boot = useBootData();
  const queryClient = useQueryClient();
  const terms = boot.configs.pcsxConfig.termsOfServiceConfig;
  const isEnabled = boot.isLoggedIn && terms.enabled;
  const query = useQuery({
    queryKey: termsQueryKey(boot.domain),
    // Loaded only for logged-in candidates: the call's schemas (zod) stay out of the first script.
    queryFn: async ({ signal }) =>
      (await import('./onboarding.api')).fetchTermsOfService(boot.domain, signal),
    enabled: isEnabled,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (!isEnabled || query.data?.data.tosAttested !== false) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal
        title={terms.title}
        contentHtml={terms.contentHtml}
        acceptButtonText={terms.acceptButtonText}
        domain={boot.domain}
        isOnboarded={boot.onboardingData.isOnboarded}
        onAccepted={() =>
          queryClient.setQueryData(termsQueryKey(boot.domain), { data: { tosAttested: true } })
        }
      />
    </Suspense>
  );
}
