// The language the studio's own words are in: the console member's choice (StudioApp's
// `language`), English in the studio on a computer (`npm run studio`). The content being edited
// keeps its own languages, whatever this is.
import { createContext, useContext } from 'react';
import { studioWords, type StudioWords } from './console/words/studio.ts';

export type StudioLanguage = 'en' | 'ar';

export const StudioLanguageContext = createContext<StudioLanguage>('en');
export const useStudioLanguage = () => useContext(StudioLanguageContext);
/** The studio's words in the member's language. */
export const useStudioWords = (): StudioWords => studioWords[useContext(StudioLanguageContext)];

/**
 * A text of the content inside the studio's words, kept in its own direction (Unicode's first
 * strong isolate): an English heading in an Arabic sentence is never reordered.
 */
export const isolated = (text: string, language: StudioLanguage) => (language === 'ar' ? `\u2068${text}\u2069` : text);
