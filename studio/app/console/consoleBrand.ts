// The site's name in each language, as the server writes it into the console's page (a meta tag,
// consolePlugin.ts): the bar shows it before any request. Its logo is the site's own icon.
import type { ConsoleLanguage } from '../../shared/consoleLanguages.ts';

export const siteLogo = '/favicon.svg';

export function siteBrand(language: ConsoleLanguage): string {
  try {
    const names = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="site-brand"]')?.content ?? '{}') as Partial<Record<ConsoleLanguage, string>>;
    return names[language] ?? names.en ?? '';
  } catch {
    return '';
  }
}
