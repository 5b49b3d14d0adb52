// Every word of the console, in English and Arabic: one file per screen under words/ (and the
// inbox's in inbox/inboxWords.ts), each with both languages side by side. A test checks that
// every key exists in both (tests/unit/console-words.test.ts).
import type { ConsoleLanguage } from '../../shared/consoleLanguages.ts';
import { inboxWords } from './inbox/inboxWords.ts';
import { accountWords } from './words/account.ts';
import { publishWords } from './words/publish.ts';
import { recordWords } from './words/record.ts';
import { shellWords } from './words/shell.ts';
import { signInWords } from './words/signIn.ts';
import { sourcesWords } from './words/sources.ts';
import { teamWords } from './words/team.ts';

/** Each screen's words, by language. */
export const wordSections = {
  shell: shellWords,
  inbox: inboxWords,
  signIn: signInWords,
  account: accountWords,
  team: teamWords,
  record: recordWords,
  sources: sourcesWords,
  publish: publishWords,
};

type Sections = typeof wordSections;
export type ConsoleWords = { [Section in keyof Sections]: Sections[Section]['en'] };

const wordsIn = (language: ConsoleLanguage) =>
  Object.fromEntries(Object.entries(wordSections).map(([section, words]) => [section, words[language]])) as ConsoleWords;

export const consoleWords: Record<ConsoleLanguage, ConsoleWords> = { en: wordsIn('en'), ar: wordsIn('ar') };
