// The portfolio's categories in the filter's order (SPEC "Portfolio page"), each with its badge
// colour. The keys are the schema's enum: the type checker refuses a missing or unknown one.
import type { Project } from '../../types/site.ts';
import type { Accent } from '../shared/accents.ts';

export const categoryAccent: Record<Project['category'], Accent> = {
  'Real Estate': 'sky',
  Hospitality: 'violet',
  Healthcare: 'emerald',
  'E-Commerce': 'amber',
  Education: 'rose',
  Automotive: 'sky',
};

export const projectCategories = Object.keys(categoryAccent) as Array<Project['category']>;
