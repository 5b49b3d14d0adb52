// The files made from schemas/ and committed.
import { blockReference } from './blockReference.ts';
import { editorSchema } from './editorSchema.ts';
import { editorSchemaFile, projectRoot, readSchemaFiles } from './schemas.ts';
import { generateSiteTypes } from './siteTypes.ts';

export interface GeneratedFile {
  /** Path in the project, with forward slashes. */
  path: string;
  /** The command that writes it. */
  command: 'npm run types' | 'npm run docs:blocks';
  generate: () => Promise<string> | string;
}

export const generatedFiles: GeneratedFile[] = [
  { path: 'src/types/site.ts', command: 'npm run types', generate: generateSiteTypes },
  {
    path: editorSchemaFile.slice(projectRoot.length + 1).split('\\').join('/'),
    command: 'npm run types',
    generate: () => `${JSON.stringify(editorSchema(readSchemaFiles()), null, 2)}\n`,
  },
  { path: 'docs/blocks.md', command: 'npm run docs:blocks', generate: blockReference },
];
