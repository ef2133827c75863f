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

// spec 1 §2 "Page title": SEO config, then "{query} at {location}", then "{position} | {company}",
// then "Careers at {company}" — in the current language, set on every navigation.
export function usePageTitle({ pageId, params, search, positionName }: PageTitleSource): void {
  const { t, i18n } = useTranslation();
  const boot = useBootData();
  const searchParams = new URLSearchParams(search);
  const query = readSearchText(searchParams.get('query') ?? params.query);
  const location = readSearchText(searchParams.get('location') ?? params.location);
  const seoTitle = pageId ? boot.configs.pcsxConfig.seoConfig[pageId]?.title : undefined;
  const templates: PageTitleTemplates = {
    queryAtLocation: (q, l) => t('titles.queryAtLocation', { query: q, location: l }),
    positionAtCompany: (p, c) => t('titles.positionAtCompany', { position: p, company: c }),
    careersAtCompany: (c) => t('titles.careersAtCompany', { company: c }),
  };
  const title = resolvePageTitle(
    { seoTitle, query, location, positionName, companyName: boot.companyName },
    templates,
  );
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
