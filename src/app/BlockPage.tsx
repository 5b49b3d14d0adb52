// Renders a route's blocks in the order site.json lists them. Each block is a Suspense boundary
// of its own: in the first hydration it waits for idle time (app/deferred.tsx), keeping its
// prerendered HTML, and hydrates on its own when its code arrives.
import { Suspense, use } from 'react';
import { useLoaderData } from 'react-router-dom';
import { blockModule } from '../blocks/registry.ts';
import { WithMui } from './deferred.tsx';
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
  return (
    <>
      {blocks.map((block, index) => (
        <Suspense key={block.id ?? index} fallback={null}>
          <Block block={block} />
        </Suspense>
      ))}
    </>
  );
}
