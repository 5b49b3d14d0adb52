// Links start loading their page's chunks on hover, focus or touch. The app says how
// (app/pageData.ts, through AppProviders); SmartLink only asks, so that the blocks' links do not
// import the machinery that loads the blocks.
import { createContext } from 'react';

export const PrefetchContext = createContext<(path: string) => void>(() => undefined);
