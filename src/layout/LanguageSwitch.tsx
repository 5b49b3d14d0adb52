// The link to the same page in the other language. It loads that page from the server (not a
// client-side navigation): each language's page starts its own app, in its own direction.
/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { localeInfo, localizedPath, locales, unlocalizedPath } from '../app/locale.ts';
import { hasOwnAddress } from '../app/paths.ts';
import { useSiteContent } from '../app/siteContent.tsx';
import { FrameIcon } from './frameIcons.tsx';
import { languageSwitch } from './headerStyles.ts';

/** Where the switch leads, in which language, and its label: for the header and the menu drawer. */
export function useOtherLanguage() {
  const { locale, ui } = useSiteContent();
  const { pathname, search, hash } = useLocation();
  // The query and fragment (a filter, an open question) are added after hydration: the
  // prerendered page has none, and hydration keeps the server's attributes.
  const [suffix, setSuffix] = useState('');
  useEffect(() => setSuffix(search + hash), [search, hash]);
  const matches = useMatches();
  const other = locales.find((l) => l !== locale)!;
  const href = hasOwnAddress(matches) ? localizedPath(unlocalizedPath(pathname), other) + suffix : localizedPath('/', other);
  return { href, lang: localeInfo[other].lang, label: ui.language.switchLabel };
}

export function LanguageSwitch() {
  const { href, lang, label } = useOtherLanguage();
  return (
    <a href={href} hrefLang={lang} lang={lang} css={languageSwitch}>
      <FrameIcon name="translate" />
      {label}
    </a>
  );
}
