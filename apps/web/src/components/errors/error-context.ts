import { createContext } from 'react';

/** True inside a layout: an error there keeps the header and footer and renders as a section. */
export const InLayoutContext = createContext(false);
