// The language the member reads the inbox in, remembered in this browser.
import { useState } from 'react';
import { inboxLanguages, inboxWords, type InboxLanguage } from './inboxWords.ts';

const storageKey = 'nuqta-inbox-language';

const remembered = (): InboxLanguage => {
  const stored = localStorage.getItem(storageKey);
  return inboxLanguages.includes(stored as InboxLanguage) ? (stored as InboxLanguage) : 'en';
};

export function useInboxLanguage() {
  const [language, setLanguage] = useState(remembered);
  const choose = (next: InboxLanguage) => {
    localStorage.setItem(storageKey, next);
    setLanguage(next);
  };
  return { language, words: inboxWords[language], choose };
}
