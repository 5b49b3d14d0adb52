// How the console looks to this member: their language (kept on the member by the server, and
// in this browser for the sign-in page), right to left in Arabic, and light or dark as the device
// is or as they chose (kept in this browser). MUI's own physical styles are flipped by Emotion's
// RTL plugin in Arabic; ours are logical and need none.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { rtlStylisPlugins } from '../../../src/theme/rtl.ts';
import { isConsoleLanguage, type ConsoleLanguage } from '../../shared/consoleLanguages.ts';
import { consoleTheme, type ColourScheme } from '../consoleTheme.ts';
import { studioStyleCache } from '../studioTheme.ts';
import { speakIn } from './consoleApi.ts';
import { consoleWords, type ConsoleWords } from './consoleWords.ts';

export type ColourMode = ColourScheme | 'system';

interface Look {
  language: ConsoleLanguage;
  words: ConsoleWords;
  chooseLanguage: (language: ConsoleLanguage) => void;
  mode: ColourMode;
  scheme: ColourScheme;
  chooseMode: (mode: ColourMode) => void;
}

const LookContext = createContext<Look | undefined>(undefined);
export const useConsoleLook = () => useContext(LookContext)!;
/** The words of the console in the member's language. */
export const useWords = () => useConsoleLook().words;

const languageKey = 'nuqta-console-language';
const modeKey = 'nuqta-console-appearance';

/** The language this browser last used, else the browser's own (Arabic or English). */
export function deviceLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(languageKey);
  if (isConsoleLanguage(stored)) return stored;
  return navigator.languages.some((tag) => tag.toLowerCase().startsWith('ar')) ? 'ar' : 'en';
}
const rememberedMode = (): ColourMode => {
  const stored = localStorage.getItem(modeKey);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};

const ltrCache = studioStyleCache();
const rtlCache = createCache({ key: 'consolertl', speedy: true, stylisPlugins: rtlStylisPlugins });

/** The console in a direction of its own (the editor, which speaks English, inside the Arabic console). */
export function InDirection({ language, children }: { language: ConsoleLanguage; children: ReactNode }) {
  const { scheme } = useConsoleLook();
  const rtl = language === 'ar';
  return (
    <CacheProvider value={rtl ? rtlCache : ltrCache}>
      <ThemeProvider theme={consoleTheme(scheme, rtl ? 'rtl' : 'ltr')}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/**
 * The whole console's look. `memberLanguage` is the signed-in member's choice (null: not made,
 * or nobody signed in): it wins over this browser's; `onLanguageChosen` keeps a choice on the member.
 */
export function ConsoleLook({ memberLanguage, onLanguageChosen, children }: { memberLanguage: ConsoleLanguage | null; onLanguageChosen: (language: ConsoleLanguage) => void; children: ReactNode }) {
  const [chosen, setChosen] = useState(deviceLanguage);
  const [mode, setMode] = useState(rememberedMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const language = memberLanguage ?? chosen;
  const scheme: ColourScheme = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const words = consoleWords[language];
  // Set while rendering, before any child's effect asks the server something.
  speakIn(language);

  useEffect(() => {
    localStorage.setItem(languageKey, language);
    document.documentElement.lang = language;
    document.documentElement.dir = words.shell.direction;
  }, [language, words]);

  const look = useMemo<Look>(
    () => ({
      language,
      words,
      chooseLanguage: (next) => {
        setChosen(next);
        onLanguageChosen(next);
      },
      mode,
      scheme,
      chooseMode: (next) => {
        localStorage.setItem(modeKey, next);
        setMode(next);
      },
    }),
    [language, words, mode, scheme, onLanguageChosen],
  );
  return (
    <LookContext.Provider value={look}>
      <InDirection language={language}>
        <CssBaseline enableColorScheme />
        {children}
      </InDirection>
    </LookContext.Provider>
  );
}
