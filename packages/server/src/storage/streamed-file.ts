/** One uploaded file as it streams in. */
export interface StreamedFile {
  readonly name: string;
  readonly mime: string;
  readonly data: AsyncIterable<Uint8Array>;
}
