import { autocompleteCall } from '@careers/contracts/search';
import type { FormHost } from '@careers/forms/react';
import { request } from '../api/request';

// What the site supplies to a stored form (docs/product/forms-toolkit.md): the skill search of the
// demo forms (`searchCall: "skills"`) answers from the positions' skills through autocomplete.
// Remote selects need nothing here: they call their `apiEndpoint` themselves.
export function siteFormHost(domain: string): FormHost {
  return {
    skillSearches: {
      skills: async (query) => {
        const text = query.trim();
        if (text === '') return [];
        const { suggestions } = await request(autocompleteCall, {
          query: { domain, query: text, field: 'query' },
        });
        return suggestions.filter((entry) => entry.kind === 'skill').map((entry) => entry.value);
      },
    },
  };
}
