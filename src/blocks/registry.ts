// The block registry: each block type of the schemas maps to its component, loaded on demand.
// A plain map: how and when the components load is the app's business (app/pageData.ts).
import type { ComponentType } from 'react';
import type { Block } from '../types/site.ts';
import type { BlockDataOf } from './blockData.ts';

type BlockModules = { [T in Block['type']]: () => Promise<{ default: ComponentType<{ block: BlockDataOf<T> }> }> };

export const blockModules: BlockModules = {
  hero: () => import('./hero/HeroBlock.tsx'),
  cardGrid: () => import('./cardGrid/CardGridBlock.tsx'),
  highlights: () => import('./highlights/HighlightsBlock.tsx'),
  checklist: () => import('./checklist/ChecklistBlock.tsx'),
  processSteps: () => import('./processSteps/ProcessStepsBlock.tsx'),
  pricingTable: () => import('./pricingTable/PricingTableBlock.tsx'),
  testimonials: () => import('./testimonials/TestimonialsBlock.tsx'),
  successStory: () => import('./successStory/SuccessStoryBlock.tsx'),
  portfolioGrid: () => import('./portfolioGrid/PortfolioGridBlock.tsx'),
  projectDetail: () => import('./projectDetail/ProjectDetailBlock.tsx'),
  newsList: () => import('./newsList/NewsListBlock.tsx'),
  article: () => import('./article/ArticleBlock.tsx'),
  faq: () => import('./faq/FaqBlock.tsx'),
  contactInfo: () => import('./contactInfo/ContactInfoBlock.tsx'),
  contactForms: () => import('./contactForms/ContactFormsBlock.tsx'),
  mapEmbed: () => import('./mapEmbed/MapEmbedBlock.tsx'),
  richText: () => import('./richText/RichTextBlock.tsx'),
  cta: () => import('./cta/CtaBlock.tsx'),
};
