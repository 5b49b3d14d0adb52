// The languages the console speaks, to each member in the one they chose (kept on the member,
// so that it follows them to another device and to their e-mails).
export const consoleLanguages = ['en', 'ar'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];
export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage => consoleLanguages.includes(value as ConsoleLanguage);
