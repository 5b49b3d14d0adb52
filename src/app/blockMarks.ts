// In the studio's preview (studio/app/preview/) every block is marked with its place on the page,
// so that choosing a block in the studio can show it, and a click on the page can open it. On the
// site nothing is marked.
import { createContext } from 'react';

export const BlockMarksContext = createContext(false);
