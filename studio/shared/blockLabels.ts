// What the studio calls each block type, in a marketer's words ("Pricing table", not
// "pricingTable"); the schemas' own titles name the generated types.
import type { ConsoleLanguage as StudioLanguage } from './consoleLanguages.ts';
import type { BlockData } from './siteData.ts';
import { blockNamesAr } from './studioNames.ts';

export const blockLabels: Record<string, string> = {
  article: 'Article',
  cardGrid: 'Cards',
  checklist: 'Checklist',
  contactForms: 'Contact forms',
  contactInfo: 'Contact details',
  cta: 'Call to action',
  faq: 'Questions and answers',
  hero: 'Hero',
  highlights: 'Highlights',
  mapEmbed: 'Map',
  newsList: 'News list',
  portfolioGrid: 'Portfolio',
  pricingTable: 'Pricing table',
  processSteps: 'Process steps',
  projectDetail: 'Project details',
  richText: 'Long text',
  successStory: 'Success story',
  testimonials: 'Testimonials',
};

/** A block type's name in the studio's language (the Arabic names: studioNames.ts). */
export const blockLabel = (type: string, arabicNames?: Record<string, string>) => arabicNames?.[type] ?? blockLabels[type] ?? type;

/**
 * A text of the content inside the studio's words, kept in its own direction (Unicode's first
 * strong isolate): an English heading in an Arabic sentence is never reordered.
 */
export const isolated = (text: string, language: StudioLanguage) => (language === 'ar' ? `\u2068${text}\u2069` : text);

/**
 * What a block is called in the lists: its type in words (in the studio's language, `words`) and its
 * heading, in the editing language (isolated in an Arabic studio: never reordered).
 */
export function blockName(block: BlockData, language: 'en' | 'ar', words: StudioLanguage = 'en'): string {
  const record = block as unknown as Record<string, any>;
  const heading = record.heading?.[language] ?? record.article ?? record.project;
  const label = blockLabel(block.type, words === 'ar' ? blockNamesAr : undefined);
  return typeof heading === 'string' && heading.trim() ? `${label}: ${isolated(heading, words)}` : label;
}
