import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, I18N_OPTIONS, i18n } from './i18n';
import { useTranslation } from './use-translation';

const seen: unknown[] = [];
function Heading() {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return <h1 lang={i18n.language}>{t('search.formLabel')}</h1>;
}

describe('useTranslation', () => {
  afterEach(async () => {
    seen.length = 0;
    await changeLocale('en');
  });

  it('translates, keeps one t per language, and re-renders on a language change', async () => {
    render(
      <>
        <Heading />
        <Heading />
      </>,
    );
    expect(screen.getAllByRole('heading')[0]).toHaveTextContent('Search jobs');
    expect(seen[0]).toBe(seen[1]);

    await act(() => changeLocale('de'));
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveTextContent('Jobs suchen');
    expect(headings[1]).toHaveAttribute('lang', 'de');
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('reads the instance an I18nextProvider gives (the server has one per language)', async () => {
    const arabic = i18next.createInstance({
      ...I18N_OPTIONS,
      lng: 'ar',
      initAsync: false,
      resources: { ar: { translation: { search: { formLabel: 'ابحث' } } } },
    });
    await arabic.init();
    render(
      <I18nextProvider i18n={arabic}>
        <Heading />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('ابحث');
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'ar');
  });

  it('reads a catalog added later afresh', () => {
    const { rerender } = render(<Heading key="first" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Search jobs');
    i18n.addResourceBundle(
      'en',
      'translation',
      { search: { formLabel: 'Find a job' } },
      true,
      true,
    );
    rerender(<Heading key="second" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Find a job');
    i18n.addResourceBundle(
      'en',
      'translation',
      { search: { formLabel: 'Search jobs' } },
      true,
      true,
    );
  });
});
