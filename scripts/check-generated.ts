// The first step of `npm run build`: the files generated from the schemas are current and every
// block type has a component (scripts/lib/generatedFiles.ts). Says what to run or add, and stops the build.
import { blockTypesMissingFromRegistry, staleGeneratedFiles } from './lib/generatedFiles.ts';

const problems = [...(await staleGeneratedFiles()), ...blockTypesMissingFromRegistry()];
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\n\nNothing was built.`);
  process.exit(1);
}
console.log('The generated files are current and every block type has a component.');
