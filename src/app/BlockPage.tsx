// Renders a route's blocks in the order site.json lists them. In the first hydration each block
// keeps its prerendered HTML until its code has loaded (once the visitor starts to use the page)
// and it comes into view (app/deferred.tsx), then hydrates on its own.
import { use } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { DeferredPart, WithMui } from './deferred.tsx';
import { BlockMarksContext } from './blockMarks.ts';
import { blockModule } from './pageData.ts';
import type { BlockData } from '../blocks/blockData.ts';

function Block({ block }: { block: BlockData }) {
  const { default: Component } = use(blockModule(block.type));
  return (
    <WithMui>
      <Component block={block} />
    </WithMui>
  );
}

export function BlockPage() {
  const blocks = useLoaderData() as BlockData[];
  const marked = use(BlockMarksContext);
  // Keyed by page too: another page's blocks are new ones, never waiting to come into view.
  const { pathname } = useLocation();
  return (
    <>
      {blocks.map((block, index) => {
        const part = (
          <DeferredPart key={`${pathname}#${block.id ?? index}`}>
            <Block block={block} />
          </DeferredPart>
        );
        return marked ? (
          <div key={`${pathname}#${index}`} data-block-index={index}>
            {part}
          </div>
        ) : (
          part
        );
      })}
    </>
  );
}
