import type { BootData, PageId } from '@careers/contracts';
import type { Env } from '../../env';
import { type SessionState, toBootUser } from '../auth/auth.public';
import { chatUsesLanguageModel } from '../chat/chat.public';
import type { Group } from '../config/config.public';

// The boot data present on the page (docs/ARCHITECTURE.md, "Boot data").
export function buildBootData(input: {
  env: Pick<
    Env,
    'INSTANCE_BANNER' | 'CHAT_API_URL' | 'CHAT_API_KEY' | 'CHAT_MODEL' | 'CHAT_API_TIMEOUT_MS'
  >;
  group: Group;
  session: SessionState;
  pageId: PageId | null;
  microsite: string | null;
}): BootData {
  const { group, session } = input;
  const candidate = session.status === 'active' ? session.candidate : null;
  const microsite =
    input.microsite && group.microsites.includes(input.microsite) ? input.microsite : null;
  return {
    isLoggedIn: candidate !== null,
    user: candidate ? toBootUser(candidate) : null,
    profile: candidate
      ? {
          hasResume: candidate.hasResume,
          encId: candidate.encId,
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          email: candidate.email,
        }
      : null,
    domain: group.domain,
    companyName: group.companyName,
    microsite,
    pageId: input.pageId,
    onboardingData: {
      isOnboarded: candidate?.isOnboarded ?? false,
      isBootstrapped: candidate?.isBootstrapped ?? false,
      bootstrappingConfig: {
        enabled: group.configs.pcsxConfig.onboardingConfig.bootstrappingEnabled,
        fields: group.configs.pcsxConfig.onboardingConfig.bootstrappingFields,
      },
    },
    themeBuilderUser: candidate?.isThemeBuilder ?? false,
    instanceBannerData: {
      displayBanner: input.env.INSTANCE_BANNER !== undefined,
      displayText: input.env.INSTANCE_BANNER ?? '',
    },
    chatUsesLanguageModel: chatUsesLanguageModel(input.env),
    configs: group.configs,
  };
}
