// Renders a route's blocks in the order site.json lists them.
import { useLoaderData } from 'react-router-dom';
import { blockComponent } from '../blocks/registry.ts';
import type { BlockData } from '../blocks/blockData.ts';

export function BlockPage() {
  const blocks = useLoaderData() as BlockData[];
  return (
    <>
      {blocks.map((block, index) => {
        const Block = blockComponent(block.type);
        return <Block key={block.id ?? index} block={block} />;
      })}
    </>
  );
}
