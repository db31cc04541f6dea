import { createContext } from 'react';

/**
 * Whether text parameters offer the variable picker (`{{ question }}`, node outputs…). True inside flows; the
 * document store forms turn it off, since a loader or splitter never resolves flow variables.
 */
export const TemplateVariablesContext = createContext(true);
