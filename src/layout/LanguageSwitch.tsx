// The link to the same page in the other language. It loads that page from the server (not a
// client-side navigation): each language's page starts its own app, in its own direction.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { localeInfo, localizedPath, locales, unlocalizedPath } from '../app/locale.ts';
import { useSiteContent } from '../app/siteContent.tsx';

export function LanguageSwitch(props: Pick<ButtonProps, 'sx' | 'fullWidth' | 'size' | 'variant'>) {
  const { locale, ui } = useSiteContent();
  const { pathname, search, hash } = useLocation();
  // The query and fragment (a filter, an open question) are added after hydration: the
  // prerendered page has none, and hydration keeps the server's attributes.
  const [suffix, setSuffix] = useState('');
  useEffect(() => setSuffix(search + hash), [search, hash]);
  const other = locales.find((l) => l !== locale)!;
  const href = localizedPath(unlocalizedPath(pathname), other) + suffix;
  const { lang } = localeInfo[other];
  return (
    <Button component="a" href={href} hrefLang={lang} lang={lang} color="inherit" startIcon={<TranslateIcon />} {...props}>
      {ui.language.switchLabel}
    </Button>
  );
}
