// The block registry: each block type of the schemas maps to its component, loaded on demand.
// The folder of a block is named after its type (the prerender relies on it for preload links).
import type { ComponentType } from 'react';
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

const loaded = new Map<string, ComponentType<{ block: any }>>();

/** Loads the components of these blocks; resolves once every one can render without suspending. */
export async function loadBlockComponents(blocks: readonly BlockData[]): Promise<void> {
  const types = [...new Set(blocks.map((b) => b.type))].filter((type) => !loaded.has(type));
  await Promise.all(
    types.map(async (type) => {
      const module = await blockModules[type]();
      loaded.set(type, module.default);
    }),
  );
}

/** The component of a block already loaded by loadBlockComponents. */
export function blockComponent(type: Block['type']): ComponentType<{ block: any }> {
  const component = loaded.get(type);
  if (!component) throw new Error(`Block type "${type}" was rendered before its component was loaded`);
  return component;
}
