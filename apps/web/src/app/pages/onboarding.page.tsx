export { OnboardingPage } from '../../features/onboarding/onboarding-page';
