// The language the studio's own words are in: the console member's choice (StudioApp's
// `uiLanguage`), English in the studio on a computer (`npm run studio`). The content being edited
// keeps its own languages, whatever this is. The words themselves come from StudioApp (the only
// importer of the words file): the lazy parts of the studio (the rich-text editor) read them
// here, and the bundler keeps them out of the console's first load.
import { createContext, useContext } from 'react';
import type { StudioWords } from './console/words/studio.ts';

export type StudioLanguage = 'en' | 'ar';

export const StudioLanguageContext = createContext<{ language: StudioLanguage; words: StudioWords } | undefined>(undefined);
export const useStudioLanguage = () => useContext(StudioLanguageContext)!.language;
/** The studio's words in the member's language. */
export const useStudioWords = (): StudioWords => useContext(StudioLanguageContext)!.words;

