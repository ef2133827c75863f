import {
  AcceptTermsResponseSchema,
  OnboardingResponseSchema,
  ProfileBootstrapResponseSchema,
  TermsOfServiceResponseSchema,
} from '@careers/contracts';
import { request } from '../../shared/api/request';

// spec 1 §7 "Terms and onboarding", decision 001 §6 profile bootstrapping.
export function fetchTermsOfService(domain: string, signal?: AbortSignal) {
  return request('/api/pcsx/terms_of_service', {
    query: { domain },
    schema: TermsOfServiceResponseSchema,
    signal,
  });
}

export function acceptTermsOfService(domain: string) {
  return request('/api/pcsx/terms_of_service', {
    method: 'POST',
    json: { domain },
    schema: AcceptTermsResponseSchema,
  });
}

export function completeOnboarding(domain: string) {
  return request('/api/pcsx/onboarding', {
    method: 'POST',
    json: { domain },
    schema: OnboardingResponseSchema,
  });
}

export function completeProfileBootstrapping(domain: string) {
  return request('/api/pcsx/profile_bootstrapping', {
    method: 'POST',
    json: { domain },
    schema: ProfileBootstrapResponseSchema,
  });
}
