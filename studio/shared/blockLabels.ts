// What the studio calls each block type, in a marketer's words ("Pricing table", not
// "pricingTable"); the schemas' own titles name the generated types.
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

/** A block type's name in the studio's language (the Arabic names: studio/app/console/words/studioNames.ts). */
export const blockLabel = (type: string, arabicNames?: Record<string, string>) => arabicNames?.[type] ?? blockLabels[type] ?? type;
