// The block registry: each block type of the schemas maps to its component, loaded on demand.
import type { ComponentType } from 'react';
import { deferredModule, preloadMui } from '../app/deferred.tsx';
import type { Block } from '../types/site.ts';
import type { BlockData, BlockDataOf } from './blockData.ts';

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

/** The module of a block type: shared by the page loaders, prefetching and the page itself (app/deferred.tsx). */
export function blockModule<T extends Block['type']>(type: T) {
  const load = blockModules[type] as (() => Promise<{ default: ComponentType<{ block: any }> }>) | undefined;
  // The build checks this before it starts (scripts/check-generated.ts); this names the type if it did not run.
  if (!load) throw new Error(`The block type "${type}" has no component in src/blocks/registry.ts`);
  return deferredModule(load);
}

/** Loads the components of these blocks; resolves once every one can render without suspending. */
export async function loadBlockComponents(blocks: readonly BlockData[]): Promise<void> {
  await Promise.all([...[...new Set(blocks.map((b) => b.type))].map(blockModule), preloadMui()]);
}
