import { SupportedTextSplitterLanguages, type SupportedTextSplitterLanguage } from '@langchain/textsplitters';

const TAIL = ['\n\n', '\n', ' ', ''];

/** Separators of languages LangChain.js has none for (C and TypeScript borrow C++'s and JavaScript's). */
const EXTRA_SEPARATORS: Readonly<Record<string, readonly string[]>> = {
  ts: [
    '\nenum ',
    '\ninterface ',
    '\nnamespace ',
    '\ntype ',
    '\nclass ',
    '\nfunction ',
    '\nconst ',
    '\nlet ',
    '\nvar ',
    '\nif ',
    '\nfor ',
    '\nwhile ',
    '\nswitch ',
    '\ncase ',
    '\ndefault ',
    ...TAIL,
  ],
  csharp: [
    '\ninterface ',
    '\nenum ',
    '\nimplements ',
    '\ndelegate ',
    '\nevent ',
    '\nclass ',
    '\nabstract ',
    '\npublic ',
    '\nprotected ',
    '\nprivate ',
    '\nstatic ',
    '\nreturn ',
    '\nif ',
    '\ncontinue ',
    '\nfor ',
    '\nforeach ',
    '\nwhile ',
    '\nswitch ',
    '\nbreak ',
    '\ncase ',
    '\nelse ',
    '\ntry ',
    '\nthrow ',
    '\nfinally ',
    '\ncatch ',
    ...TAIL,
  ],
  kotlin: [
    '\nclass ',
    '\npublic ',
    '\nprotected ',
    '\nprivate ',
    '\ninternal ',
    '\ncompanion ',
    '\nfun ',
    '\nval ',
    '\nvar ',
    '\nif ',
    '\nfor ',
    '\nwhile ',
    '\nwhen ',
    '\ncase ',
    '\nelse ',
    ...TAIL,
  ],
  lua: ['\nlocal ', '\nfunction ', '\nif ', '\nfor ', '\nwhile ', '\nrepeat ', ...TAIL],
  haskell: [
    '\nmain :: ',
    '\nmain = ',
    '\nlet ',
    '\nin ',
    '\ndo ',
    '\nwhere ',
    '\n:: ',
    '\n= ',
    '\ndata ',
    '\nnewtype ',
    '\ntype ',
    '\nmodule ',
    '\nimport ',
    '\nclass ',
    '\ninstance ',
    '\ncase ',
    '\n| ',
    ...TAIL,
  ],
  elixir: [
    '\ndef ',
    '\ndefp ',
    '\ndefmodule ',
    '\ndefprotocol ',
    '\ndefmacro ',
    '\ndefmacrop ',
    '\nif ',
    '\nunless ',
    '\nwhile ',
    '\ncase ',
    '\ncond ',
    '\nwith ',
    '\nfor ',
    '\ndo ',
    ...TAIL,
  ],
  powershell: [
    '\nfunction ',
    '\nparam ',
    '\nif ',
    '\nforeach ',
    '\nfor ',
    '\nwhile ',
    '\nswitch ',
    '\nclass ',
    '\ntry ',
    '\ncatch ',
    '\nfinally ',
    ...TAIL,
  ],
  cobol: [
    '\nIDENTIFICATION DIVISION.',
    '\nENVIRONMENT DIVISION.',
    '\nDATA DIVISION.',
    '\nPROCEDURE DIVISION.',
    '\nWORKING-STORAGE SECTION.',
    '\nLINKAGE SECTION.',
    '\nFILE SECTION.',
    '\nINPUT-OUTPUT SECTION.',
    '\nOPEN ',
    '\nCLOSE ',
    '\nREAD ',
    '\nWRITE ',
    '\nIF ',
    '\nELSE ',
    '\nMOVE ',
    '\nPERFORM ',
    '\nUNTIL ',
    '\nVARYING ',
    '\nACCEPT ',
    '\nDISPLAY ',
    '\nSTOP RUN.',
    '\n',
    ' ',
    '',
  ],
};

const ALIASES: Readonly<Record<string, SupportedTextSplitterLanguage>> = { c: 'cpp' };

function isLangChainLanguage(language: string): language is SupportedTextSplitterLanguage {
  return SupportedTextSplitterLanguages.some((supported) => supported === language);
}

/** The language's own separators for LangChain's, or ours; undefined for an unknown language. */
export function codeSplitterLanguage(
  language: string,
):
  | { readonly kind: 'langchain'; readonly language: SupportedTextSplitterLanguage }
  | { readonly kind: 'separators'; readonly separators: string[] }
  | undefined {
  const alias = ALIASES[language];
  if (alias) return { kind: 'langchain', language: alias };
  if (isLangChainLanguage(language)) return { kind: 'langchain', language };
  const separators = EXTRA_SEPARATORS[language];
  return separators ? { kind: 'separators', separators: [...separators] } : undefined;
}
