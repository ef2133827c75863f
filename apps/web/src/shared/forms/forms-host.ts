import type { FormHost } from '@careers/forms/react';
import { useBootData } from '../boot/boot-data-context';

// The search's suggestions for a text (titles and skills), each with its kind.
export type SuggestionSearch = (
  text: string,
) => Promise<readonly { kind: string; value: string }[]>;

// What the site supplies to a stored form (docs/product/forms-toolkit.md): the skill search of the
// demo forms (`searchCall: "skills"`) answers from the positions' skills through the search's
// autocomplete, which the page passes in (features/search/api/use-autocomplete.ts: shared code
// makes no call of a feature's); a page that stores files passes `uploadFile` (answers-payload.ts,
// uploadFileForHost), and every page the phone's default country (useDefaultPhoneCountry).
// Remote selects need nothing here: they call their `apiEndpoint` themselves.
export function siteFormHost(
  suggest: SuggestionSearch,
  page: Pick<FormHost, 'uploadFile' | 'defaultPhoneCountry'> = {},
): FormHost {
  return {
    ...page,
    skillSearches: {
      skills: async (query) => {
        const text = query.trim();
        if (text === '') return [];
        const suggestions = await suggest(text);
        return suggestions.filter((entry) => entry.kind === 'skill').map((entry) => entry.value);
      },
    },
  };
}

/**
 * The country a phone question starts on when it names none: the candidate's when the page knows
 * it, else the group's (pcsxConfig.formsConfig.defaultPhoneCountry); the toolkit's US without one.
 */
export function useDefaultPhoneCountry(candidateCountry?: string | null): string | undefined {
  const groupCountry = useBootData().configs.pcsxConfig.formsConfig.defaultPhoneCountry;
  return candidateCountry ?? groupCountry ?? undefined;
}
