import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  readSearchText,
  resolvePageTitle,
  type PageId,
  type PageTitleTemplates,
} from '@careers/contracts/pages';
import { useBootData } from '../../shared/boot/boot-data-context';

export type PageTitleSource = {
  pageId: PageId | null;
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  positionName?: string | null;
};

// The page title (docs/product/shell-and-gates.md): SEO config, then "{query} at {location}", then
// "{position} | {company}", then "Careers at {company}" — in the current language, set on every
// navigation.
// Worked out in the effect, in the browser only: the server writes the page's <title> itself,
// and this hook is in every page it renders (decision 023).
export function usePageTitle({ pageId, params, search, positionName }: PageTitleSource): void {
  const { t } = useTranslation();
  const boot = useBootData();
  const seoTitle = pageId ? boot.configs.pcsxConfig.seoConfig[pageId]?.title : undefined;
  const { companyName } = boot;
  const { query: pathQuery, location: pathLocation } = params;
  useEffect(() => {
    const searchParams = new URLSearchParams(search);
    const templates: PageTitleTemplates = {
      queryAtLocation: (q, l) => t('titles.queryAtLocation', { query: q, location: l }),
      positionAtCompany: (p, c) => t('titles.positionAtCompany', { position: p, company: c }),
      careersAtCompany: (c) => t('titles.careersAtCompany', { company: c }),
    };
    document.title = resolvePageTitle(
      {
        seoTitle,
        query: readSearchText(searchParams.get('query') ?? pathQuery),
        location: readSearchText(searchParams.get('location') ?? pathLocation),
        positionName,
        companyName,
      },
      templates,
    );
  }, [t, search, pathQuery, pathLocation, seoTitle, positionName, companyName]);
}
