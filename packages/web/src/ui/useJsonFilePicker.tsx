import { useRef } from 'react';
import type { ReactElement } from 'react';

/** A chosen file's text and name. */
export interface ChosenFile {
  readonly text: string;
  readonly name: string;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(`Could not read ${file.name}`));
    };
    reader.readAsText(file);
  });
}

/**
 * A hidden `.json` file input and the function that opens its chooser: render `input` where it stays mounted
 * (not inside a menu that closes on click). `label` names the input for assistive technology and tests;
 * `onFile` gets the chosen file's text, `onError` why it could not be read.
 */
export function useJsonFilePicker(
  label: string,
  onFile: (file: ChosenFile) => void,
  onError: (message: string) => void,
): { readonly open: () => void; readonly input: ReactElement } {
  const ref = useRef<HTMLInputElement | null>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept=".json,application/json"
      aria-label={label}
      hidden
      // Its click (opening the chooser) must not reach what it sits in (a flow card opens its flow on click).
      onClick={(event) => {
        event.stopPropagation();
      }}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared so the same file can be chosen again.
        event.target.value = '';
        if (!file) return;
        readText(file).then(
          (text) => {
            onFile({ text, name: file.name });
          },
          (error: unknown) => {
            onError(
              `Could not read "${file.name}": ${error instanceof Error ? error.message : String(error)}`,
            );
          },
        );
      }}
    />
  );
  return {
    open: () => {
      ref.current?.click();
    },
    input,
  };
}
